package studioqueue

import (
	"encoding/json"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/launch"
	"launchdesk/internal/memo"
)

// maxItems bounds one answer; the count is always the whole queue's.
const maxItems = 200

// Item is one thing waiting on the studio, with what the studio needs to decide without opening the order.
type Item struct {
	ID               string `db:"id" json:"id"`
	Kind             string `db:"kind" json:"kind"`
	Count            int    `db:"count" json:"count"`
	At               string `db:"at" json:"at"`
	OrderID          string `db:"orderId" json:"orderId"`
	Title            string `db:"title" json:"title"`
	Company          string `db:"company" json:"company"`
	Status           string `db:"status" json:"status"`
	OnShopify        bool   `db:"onShopify" json:"onShopify"`
	CollaboratorCode string `db:"collaboratorCode" json:"collaboratorCode"`
	BookCall         bool   `db:"bookCall" json:"bookCall"`
	ClientName       string `db:"clientName" json:"clientName"`
	// BrandName is the name of the order's brand ("" for an order of no brand): the person and their brand.
	BrandName string `db:"brandName" json:"brandName"`
	// ReviewState is the state of the order's preview review ("approved", "changes", ...; "" before any), which
	// says what a preview_answered item's answer was.
	ReviewState string `db:"reviewState" json:"reviewState"`
	// The launch's stance as stored on it ("" and [] before approval): the item says whose turn the order is in the
	// words of every other screen.
	launch.Stance
}

// Answer is the route's body: the newest items first, and how many there are in all.
type Answer struct {
	Total int    `json:"total"`
	Items []Item `json:"items"`
}

const itemsSQL = `SELECT w.id, w.kind, w.count, w.at, o.id AS orderId, o.title, o.company_name AS company,
	o.status, (o.on_shopify OR o.collaborator_code != '') AS onShopify, o.collaborator_code AS collaboratorCode,
	o.book_call AS bookCall, COALESCE(u.name, '') AS clientName, COALESCE(b.name, '') AS brandName, COALESCE(r.state, '') AS reviewState,
	COALESCE(l.waits_on, '') AS waits_on, COALESCE(l.next, '') AS next, COALESCE(l.owes, '[]') AS owes
FROM waiting w JOIN orders o ON o.id = w.[[order]] LEFT JOIN users u ON u.id = o.client
	LEFT JOIN brands b ON b.id = o.brand LEFT JOIN reviews r ON r.[[order]] = o.id LEFT JOIN launches l ON l.[[order]] = o.id
WHERE w.side = 'studio' AND w.count > 0
ORDER BY w.at DESC, w.id DESC
LIMIT {:limit}`

// The items: the studio's rows but those it marked done (count 0, routes.go).
const totalSQL = `SELECT COUNT(*) FROM waiting WHERE side = 'studio' AND count > 0`

// queue keeps the rendered answer until the next write that can change it (memo.Value: computed once for a burst
// of readers, and a write's drop waits for a computation under way, so an answer read before a write is dropped
// right after it), and tells admins the new count after the queue itself changed.
type queue struct {
	app  core.App
	kept memo.Value[rendered]

	mu    sync.Mutex // guards timer
	timer *time.Timer
}

// rendered is the answer as JSON, with its count.
type rendered struct {
	body  []byte
	total int
}

func newQueue(app core.App) *queue {
	return &queue{app: app}
}

// answer returns the queue as JSON and its count, from the cache or computed once for a burst of readers.
func (q *queue) answer() ([]byte, int, error) {
	r, err := q.kept.Get(func() (rendered, error) {
		a := Answer{Items: []Item{}}
		if err := q.app.DB().NewQuery(totalSQL).Row(&a.Total); err != nil {
			return rendered{}, err
		}
		if err := q.app.DB().NewQuery(itemsSQL).Bind(map[string]any{"limit": maxItems}).All(&a.Items); err != nil {
			return rendered{}, err
		}
		body, err := json.Marshal(a)
		return rendered{body, a.Total}, err
	})
	return r.body, r.total, err
}

// invalidate drops the cached answer; when the queue itself changed, admins are told the new count soon after
// (a burst of writes, such as an approval clearing several rows, becomes one message).
func (q *queue) invalidate(queueChanged bool) {
	q.kept.Drop()
	q.mu.Lock()
	defer q.mu.Unlock()
	if queueChanged && q.timer == nil {
		q.timer = time.AfterFunc(settle, func() {
			q.mu.Lock()
			q.timer = nil
			q.mu.Unlock()
			q.broadcast()
		})
	}
}

func (q *queue) stop() {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.timer != nil {
		q.timer.Stop()
		q.timer = nil
	}
}
