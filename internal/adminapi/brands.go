package adminapi

import (
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// brandMember is one person of a brand as the studio's order page names them: who, and in which role.
type brandMember struct {
	ID    string `db:"id" json:"id"`
	Name  string `db:"name" json:"name"`
	Email string `db:"email" json:"email"`
	Role  string `db:"role" json:"role"`
}

// brandPage is GET /api/launchdesk/admin/brands/{id}: the brand's name and its members, the owner first.
type brandPage struct {
	ID      string        `json:"id"`
	Name    string        `json:"name"`
	Members []brandMember `json:"members"`
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
	page := brandPage{ID: id, Members: []brandMember{}}
	err := e.App.DB().Select("name").From("brands").Where(dbx.HashExp{"id": id}).Row(&page.Name)
	if err != nil {
		return e.NotFoundError("There is no such brand.", nil)
	}
	err = e.App.DB().NewQuery(`SELECT u.id, u.name, u.email, m.role FROM memberships m JOIN users u ON u.id = m.user
		WHERE m.brand = {:brand} ORDER BY m.role != 'owner', m.created`).
		Bind(dbx.Params{"brand": id}).All(&page.Members)
	if err != nil {
		return e.InternalServerError("Loading the brand's members failed.", err)
	}
	return e.JSON(http.StatusOK, page)
}
