package studioqueue

import (
	"encoding/json"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/subscriptions"

	"launchdesk/internal/access"
)

// settle gathers the writes of one change (an approval, a burst of messages) into one message.
const settle = 30 * time.Millisecond

// isStudio reports whether a realtime client is signed in as the studio. The auth a connection holds is checked
// against the stored account by internal/sessions, which ends connections that lost it.
func (q *queue) isStudio(client subscriptions.Client) bool {
	auth, _ := client.Get(apis.RealtimeClientAuthKey).(*core.Record)
	return access.IsStudio(q.app, auth)
}

// broadcast sends the queue's count to every admin connection subscribed to Topic; no one else gets it,
// whatever it subscribed to.
func (q *queue) broadcast() {
	_, total, err := q.answer()
	if err != nil {
		q.app.Logger().Error("studio queue: counting for the live update failed", "error", err)
		return
	}
	data, _ := json.Marshal(map[string]int{"total": total})
	msg := subscriptions.Message{Name: Topic, Data: data}
	for _, client := range q.app.SubscriptionsBroker().Clients() {
		if client.IsDiscarded() || !client.HasSubscription(Topic) || !q.isStudio(client) {
			continue
		}
		client.Send(msg)
	}
}
