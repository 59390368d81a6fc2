package launch_test

import "testing"

// inboxKinds are the studio's queue items a client's act about the launch raises (lib/inbox_answers.js LAUNCH_KINDS).
var inboxKinds = []string{"intake_complete", "access_granted", "code_received", "preview_answered"}

// checkInbox holds the studio's inbox to the stance: the studio's turn that answers a client's act keeps that act in
// the inbox, a closed order keeps nothing there, and an item leaves by the launch's facts only once its answer exists
// (open: the kinds the launch's facts do not answer; a move forward answers the others, which is history, not a fact).
func checkInbox(t *testing.T, name string, facts map[string]any, s stanceOut, open map[string]bool) {
	t.Helper()
	want := func(ok bool, why string) {
		if !ok {
			t.Errorf("%s: %s (stance %+v, inbox open %v)", name, why, s, open)
		}
	}
	if s.Next == "launched" || s.Next == "cancelled" {
		for kind, o := range open {
			want(!o, "a launched or cancelled order leaves nothing in the inbox ("+kind+")")
		}
		return
	}
	access, review := facts["access"].(string), facts["review"].(string)
	if s.WaitsOn == "studio" {
		want(s.Next != "request" || open["code_received"], "the studio's turn to send the request keeps the client's code in the inbox")
		want(s.Next != "changes" || open["preview_answered"], "the studio's turn to make changes keeps the client's request in the inbox")
		want(s.Next != "launch" || review != "approved" || open["preview_answered"], "the studio's turn to launch an approved preview keeps the client's approval in the inbox")
	}
	want(open["code_received"] == (access != "request_sent" && access != "granted"), "the code stays in the inbox until the request went")
	for _, kind := range []string{"intake_complete", "access_granted", "preview_answered"} {
		want(open[kind], "only a move forward, a launch or a cancellation answers "+kind)
	}
}
