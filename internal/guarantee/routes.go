package guarantee

import (
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
	"launchdesk/internal/config"
	"launchdesk/internal/launch"
)

// refusal answers anyone but the studio.
const refusal = "Only the studio reads and changes the guarantee's make-goods."

// Upcoming is an open launch under a guarantee, not made good yet: how much studio-side time it has left.
type Upcoming struct {
	Order       string `json:"order" db:"order"`
	Title       string `json:"title" db:"title"`
	RemainingMs int64  `json:"remaining_ms" db:"remaining_ms"`
	Running     bool   `json:"running" db:"running"`
	AmountCents int64  `json:"amount_cents" db:"amount_cents"`
	Currency    string `json:"currency" db:"currency"`
}

// MakeGood is a make-good as the studio's screens show it.
type MakeGood struct {
	Order       string `json:"order" db:"order"`
	Title       string `json:"title" db:"title"`
	AmountCents int64  `json:"amount_cents" db:"amount_cents"`
	Currency    string `json:"currency" db:"currency"`
	Percent     int    `json:"percent" db:"percent"`
	Method      string `json:"method" db:"method"`
	State       string `json:"state" db:"state"`
	UsedMs      int64  `json:"used_ms" db:"used_ms"`
	Note        string `json:"note" db:"note"`
	Created     string `json:"created" db:"created"`
	SettledAt   string `json:"settled_at" db:"settled_at"`
}

// Board is the dashboard's guarantee: the percentage in force now (0: off), the next misses, and the make-goods
// (the newest, with how many there are in all).
type Board struct {
	Percent   int64      `json:"percent"`
	Upcoming  []Upcoming `json:"upcoming"`
	MakeGoods []MakeGood `json:"make_goods"`
	Made      int        `json:"made"`
}

// boardRows bounds the misses coming; madeRows the make-goods listed (a studio that misses more reads the rest on
// the orders themselves).
const (
	boardRows = 10
	madeRows  = 50
)

const upcomingSQL = `SELECT l."order" AS "order", o.title AS title, {:promise} - ` + usedSQL + ` AS remaining_ms,
	l.clock_running_since != '' AS running,
	(p.amount_cents * l.guarantee_percent + 50) / 100 AS amount_cents, p.currency AS currency
	FROM launches l JOIN orders o ON o.id = l."order" AND o.status = 'in_progress'
	JOIN payments p ON p."order" = l."order" AND p.state = 'paid'
	WHERE l.guarantee_percent > 0 AND l.clock_started != '' AND l.launched_at = ''
	AND NOT EXISTS (SELECT 1 FROM make_goods m WHERE m."order" = l."order")
	ORDER BY remaining_ms LIMIT {:n}`

const makeGoodsSQL = `SELECT m."order" AS "order", o.title AS title, m.amount_cents, m.currency, m.percent, m.method,
	m.state, m.used_ms, m.note, m.created, m.settled_at
	FROM make_goods m JOIN orders o ON o.id = m."order"`

func (k *Keeper) board() (Board, error) {
	b := Board{Percent: config.StoredHooks(k.app).GuaranteePercent, Upcoming: []Upcoming{}, MakeGoods: []MakeGood{}}
	err := k.app.DB().NewQuery(upcomingSQL).Bind(dbx.Params{"promise": launch.Of(k.app).PromiseMs(),
		"nowMs": k.now().UnixMilli(), "n": boardRows}).All(&b.Upcoming)
	if err == nil {
		err = k.app.DB().NewQuery(makeGoodsSQL + ` ORDER BY m.created DESC LIMIT {:n}`).
			Bind(dbx.Params{"n": madeRows}).All(&b.MakeGoods)
	}
	if err == nil {
		err = k.app.DB().Select("count(*)").From("make_goods").Row(&b.Made)
	}
	return b, err
}

// ofOrder is the order's make-good, or nil.
func ofOrder(app core.App, orderID string) (*MakeGood, error) {
	list := []MakeGood{}
	err := app.DB().NewQuery(makeGoodsSQL + ` WHERE m."order" = {:o}`).Bind(dbx.Params{"o": orderID}).All(&list)
	if err != nil || len(list) == 0 {
		return nil, err
	}
	return &list[0], nil
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
