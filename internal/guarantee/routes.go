package guarantee

import (
	"encoding/json"
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
	"launchdesk/internal/config"
	"launchdesk/internal/jsonrows"
	"launchdesk/internal/launch"
)

// refusal answers anyone but the studio.
const refusal = "Only the studio reads and changes the guarantee's make-goods."

// Board is the dashboard's guarantee: the percentage in force now (0: off), the next misses (open launches under a
// guarantee, not made good yet, with their studio-side time left), and the make-goods (the newest, with how many
// there are in all). Each row's fields are named once, in the SQL that reads it (internal/jsonrows).
type Board struct {
	Percent   int64             `json:"percent"`
	Upcoming  []json.RawMessage `json:"upcoming"`
	MakeGoods []json.RawMessage `json:"make_goods"`
	Made      int               `json:"made"`
}

// boardRows bounds the misses coming; madeRows the make-goods listed (a studio that misses more reads the rest on
// the orders themselves).
const (
	boardRows = 10
	madeRows  = 50
)

// remainingSQL is an open launch's studio-side time left.
const remainingSQL = `{:promise} - ` + usedSQL

const upcomingSQL = `SELECT json_object('order', l."order", 'title', o.title, 'remaining_ms', ` + remainingSQL + `,
	'running', json(CASE WHEN l.clock_running_since != '' THEN 'true' ELSE 'false' END),
	'amount_cents', (p.amount_cents * l.guarantee_percent + 50) / 100, 'currency', p.currency) AS json
	FROM launches l JOIN orders o ON o.id = l."order" AND o.status = 'in_progress'
	JOIN payments p ON p."order" = l."order" AND p.state = 'paid'
	WHERE l.guarantee_percent > 0 AND l.clock_started != '' AND l.launched_at = ''
	AND NOT EXISTS (SELECT 1 FROM make_goods m WHERE m."order" = l."order")
	ORDER BY ` + remainingSQL + ` LIMIT {:n}`

const makeGoodsSQL = `SELECT json_object('order', m."order", 'title', o.title, 'amount_cents', m.amount_cents,
	'currency', m.currency, 'percent', m.percent, 'method', m.method, 'state', m.state, 'used_ms', m.used_ms,
	'note', m.note, 'created', m.created, 'settled_at', m.settled_at) AS json
	FROM make_goods m JOIN orders o ON o.id = m."order"`

func (k *Keeper) board() (Board, error) {
	b := Board{Percent: config.StoredHooks(k.app).GuaranteePercent}
	var err error
	b.Upcoming, err = jsonrows.All(k.app.DB().NewQuery(upcomingSQL).Bind(dbx.Params{
		"promise": launch.Of(k.app).PromiseMs(), "nowMs": k.now().UnixMilli(), "n": boardRows}))
	if err == nil {
		b.MakeGoods, err = jsonrows.All(k.app.DB().NewQuery(makeGoodsSQL + ` ORDER BY m.created DESC LIMIT {:n}`).
			Bind(dbx.Params{"n": madeRows}))
	}
	if err == nil {
		err = k.app.DB().Select("count(*)").From("make_goods").Row(&b.Made)
	}
	return b, err
}

// ofOrder is the order's make-good, or nil.
func ofOrder(app core.App, orderID string) (json.RawMessage, error) {
	return jsonrows.One(app.DB().NewQuery(makeGoodsSQL + ` WHERE m."order" = {:o}`).Bind(dbx.Params{"o": orderID}))
}

func registerRoutes(se *core.ServeEvent, k *Keeper) {
	studio := access.RequireStudio(refusal)
	se.Router.GET("/api/launchdesk/admin/guarantee", func(e *core.RequestEvent) error {
		b, err := k.board()
		if err != nil {
			return e.InternalServerError("Reading the guarantee failed.", err)
		}
		return e.JSON(http.StatusOK, b)
	}).Bind(studio)
	se.Router.GET("/api/launchdesk/admin/orders/{id}/make-good", func(e *core.RequestEvent) error {
		m, err := ofOrder(e.App, e.Request.PathValue("id"))
		if err != nil {
			return e.InternalServerError("Reading the make-good failed.", err)
		}
		return e.JSON(http.StatusOK, map[string]any{"make_good": m})
	}).Bind(studio)
	se.Router.POST("/api/launchdesk/admin/orders/{id}/make-good/paid-back", func(e *core.RequestEvent) error {
		var refused string
		err := e.App.RunInTransaction(func(tx core.App) error {
			row, err := tx.FindFirstRecordByFilter("make_goods", "order = {:o}", dbx.Params{"o": e.Request.PathValue("id")})
			if err != nil || row.GetString("state") != "owed" {
				refused = "Only an amount owed to the client can be marked paid back."
				return nil
			}
			row.Set("state", "paid_back")
			row.Set("settled_at", k.now().UTC())
			return tx.Save(row)
		})
		if err != nil {
			return err
		}
		if refused != "" {
			return e.BadRequestError(refused, nil)
		}
		return e.JSON(http.StatusOK, map[string]string{"state": "paid_back"})
	}).Bind(studio)
}
