package adminapi

import (
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
)

// brandPage is GET /api/launchdesk/admin/brands/{id}: the brand's name and its members, the owner first.
type brandPage struct {
	ID      string          `json:"id"`
	Name    string          `json:"name"`
	Members []access.Member `json:"members"`
}

// registerAdminBrandRoute adds GET /api/launchdesk/admin/brands/{id}: the studio's order page names the order's brand
// and its people (brands are readable by their members alone through the API rules, docs/teams.md).
func registerAdminBrandRoute(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		adminGET(se, "/api/launchdesk/admin/brands/{id}", "Only admins can read a brand.", readBrand)
		return se.Next()
	})
}

func readBrand(e *core.RequestEvent) error {
	id := e.Request.PathValue("id")
	page := brandPage{ID: id}
	err := e.App.DB().Select("name").From("brands").Where(dbx.HashExp{"id": id}).Row(&page.Name)
	if err != nil {
		return e.NotFoundError("There is no such brand.", nil)
	}
	if page.Members, err = access.MembersOf(e.App, id); err != nil {
		return e.InternalServerError("Loading the brand's members failed.", err)
	}
	return e.JSON(http.StatusOK, page)
}
