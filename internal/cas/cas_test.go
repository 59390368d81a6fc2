package cas

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/accounts"
	"launchdesk/internal/testapp"
)

// world is an app with the JS hooks, this package and the account routes, served without a listener: an admin, a
// client and the client's order on Shopify (with its collaborator code).
type world struct {
	t             testing.TB
	app           core.App
	admin, client *core.Record
	order         *core.Record
	handler       http.Handler
	// meanwhile, when set, runs once inside the next record API update of its collection (or the next password
	// reset confirmation): after PocketBase read the record, before it writes it (the pause point of these tests).
	meanwhile map[string]func()
}

func newWorld(t *testing.T) *world {
	w := &world{t: t, meanwhile: map[string]func(){}}
	w.app = testapp.New(t, Register, accounts.Register)
	w.admin = w.user("studio@example.com", "admin")
	w.client = w.user("ava@example.com", "client")
	orders, _ := w.app.FindCollectionByNameOrId("orders")
	w.order = core.NewRecord(orders)
	w.order.Load(map[string]any{"title": "Drop", "description": "A store.", "company_name": "Noir",
		"client": w.client.Id, "collaborator_code": "7731"})
	if err := w.app.Save(w.order); err != nil {
		t.Fatal(err)
	}
	w.app.OnRecordUpdateRequest().BindFunc(func(e *core.RecordRequestEvent) error {
		w.pauseAt(e.Collection.Name)
		return e.Next()
	})
	w.app.OnRecordConfirmPasswordResetRequest().BindFunc(func(e *core.RecordConfirmPasswordResetRequestEvent) error {
		w.pauseAt("password reset")
		return e.Next()
	})
	w.handler = testapp.Handler(t, w.app)
	return w
}

// pauseAt runs, once, what is to land meanwhile at key (a collection's update, or "password reset").
func (w *world) pauseAt(key string) {
	if run := w.meanwhile[key]; run != nil {
		delete(w.meanwhile, key)
		run()
	}
}

func (w *world) user(email, role string) *core.Record {
	users, _ := w.app.FindCollectionByNameOrId("users")
	u := core.NewRecord(users)
	u.SetEmail(email)
	u.SetPassword("first-pass-1")
	u.SetVerified(true)
	u.Set("role", role)
	u.Set("name", "Test User")
	if err := w.app.Save(u); err != nil {
		w.t.Fatal(err)
	}
	return u
}

// call sends method path with body (JSON) as user and answers the status and the decoded answer.
func (w *world) call(user *core.Record, method, path, body string) (int, map[string]any) {
	w.t.Helper()
	fresh, err := w.app.FindRecordById("users", user.Id) // a token of the stored key
	if err != nil {
		w.t.Fatal(err)
	}
	token, err := fresh.NewAuthToken()
	if err != nil {
		w.t.Fatal(err)
	}
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", token)
	res := httptest.NewRecorder()
	w.handler.ServeHTTP(res, req)
	answer := map[string]any{}
	raw, _ := io.ReadAll(res.Body)
	_ = json.Unmarshal(raw, &answer)
	return res.Code, answer
}

func (w *world) must(user *core.Record, method, path, body string) {
	w.t.Helper()
	if status, answer := w.call(user, method, path, body); status != http.StatusOK && status != http.StatusNoContent {
		w.t.Fatalf("%s %s: %d %v", method, path, status, answer)
	}
}

func (w *world) stored(collection, id string) *core.Record {
	w.t.Helper()
	r, err := w.app.FindRecordById(collection, id)
	if err != nil {
		w.t.Fatal(err)
	}
	return r
}

// TestAnOrderEditKeepsTheCollaboratorCodeClearedMeanwhile: the client says it granted the store access (the launch
// route clears the collaborator code, which has done its job) while the studio saves an edit of the order's title.
// The studio's save changes the title only: the code stays cleared.
func TestAnOrderEditKeepsTheCollaboratorCodeClearedMeanwhile(t *testing.T) {
	w := newWorld(t)
	orderPath := "/api/collections/orders/records/" + w.order.Id
	w.must(w.admin, http.MethodPatch, orderPath, `{"status":"in_progress"}`)
	w.must(w.admin, http.MethodPost, "/api/launchdesk/orders/"+w.order.Id+"/launch/access",
		`{"access":"request_sent","store_domain":"noir-atelier.myshopify.com"}`)

	w.meanwhile["orders"] = func() {
		w.must(w.client, http.MethodPost, "/api/launchdesk/orders/"+w.order.Id+"/launch/access", `{"access":"granted"}`)
	}
	w.must(w.admin, http.MethodPatch, orderPath, `{"title":"Spring drop"}`)

	order := w.stored("orders", w.order.Id)
	if code := order.GetString("collaborator_code"); code != "" {
		t.Errorf("the collaborator code cleared meanwhile was written back: %q", code)
	}
	if order.GetString("title") != "Spring drop" || order.GetString("status") != "in_progress" {
		t.Errorf("the edit: title %q, status %q", order.GetString("title"), order.GetString("status"))
	}
}

// TestAnOrderEditOfATitleChangedMeanwhileIsRefused: two admins rename the order at once; the second save finds the
// title changed since it was read and is refused with a sentence, instead of silently replacing the first.
func TestAnOrderEditOfATitleChangedMeanwhileIsRefused(t *testing.T) {
	w := newWorld(t)
	w.meanwhile["orders"] = func() {
		fresh := w.stored("orders", w.order.Id)
		fresh.Set("title", "Summer drop")
		if err := w.app.Save(fresh); err != nil {
			t.Fatal(err)
		}
	}
	status, answer := w.call(w.admin, http.MethodPatch, "/api/collections/orders/records/"+w.order.Id,
		`{"title":"Spring drop"}`)
	want := "This order was changed by someone else while you were saving it: reload it to see the change, then save again."
	if status != http.StatusConflict || answer["message"] != want {
		t.Errorf("answer %d %v, want 409 %q", status, answer, want)
	}
	if title := w.stored("orders", w.order.Id).GetString("title"); title != "Summer drop" {
		t.Errorf("title %q, want the first save's", title)
	}
}

// TestAnAccountEditKeepsASignOutEverywhereMeanwhile: the client renames itself in one tab while it signs out
// everywhere in another. The rename must not write back the token key the sign-out replaced, which would make every
// token it meant to end valid again.
func TestAnAccountEditKeepsASignOutEverywhereMeanwhile(t *testing.T) {
	w := newWorld(t)
	oldToken, err := w.client.NewAuthToken()
	if err != nil {
		t.Fatal(err)
	}
	w.meanwhile["users"] = func() {
		w.must(w.client, http.MethodPost, "/api/launchdesk/sign-out-everywhere", "")
	}
	w.must(w.client, http.MethodPatch, "/api/collections/users/records/"+w.client.Id, `{"name":"Ava O."}`)

	stored := w.stored("users", w.client.Id)
	if stored.GetString("name") != "Ava O." {
		t.Errorf("name %q", stored.GetString("name"))
	}
	if stored.TokenKey() == w.client.TokenKey() {
		t.Error("the token key replaced by sign out everywhere was written back")
	}
	if _, err := w.app.FindAuthRecordByToken(oldToken, core.TokenTypeAuth); err == nil {
		t.Error("a token issued before sign out everywhere works again")
	}
}

// TestAPasswordChangeMeanwhileSignOutEverywhereStillEndsTheTokens: the client changes its password while it signs
// out everywhere in another tab. The new password is kept, and the token key still changes with it (as a password
// change alone does), so no token issued before, the sign-out's included, works afterwards.
func TestAPasswordChangeMeanwhileSignOutEverywhereStillEndsTheTokens(t *testing.T) {
	w := newWorld(t)
	var signedOutKey string
	w.meanwhile["users"] = func() {
		w.must(w.client, http.MethodPost, "/api/launchdesk/sign-out-everywhere", "")
		signedOutKey = w.stored("users", w.client.Id).TokenKey()
	}
	w.must(w.client, http.MethodPatch, "/api/collections/users/records/"+w.client.Id,
		`{"oldPassword":"first-pass-1","password":"second-pass-2","passwordConfirm":"second-pass-2"}`)

	stored := w.stored("users", w.client.Id)
	if !stored.ValidatePassword("second-pass-2") {
		t.Error("the new password was not kept")
	}
	if key := stored.TokenKey(); key == w.client.TokenKey() || key == signedOutKey {
		t.Error("the token key did not change with the password")
	}
}

// TestAPasswordResetKeepsARenameMeanwhile: PocketBase's reset confirmation reads the account by its token, hashes the
// new password, then saves: a rename made meanwhile from another device stays, with the new password.
func TestAPasswordResetKeepsARenameMeanwhile(t *testing.T) {
	w := newWorld(t)
	token, err := w.client.NewPasswordResetToken()
	if err != nil {
		t.Fatal(err)
	}
	w.meanwhile["password reset"] = func() {
		w.must(w.client, http.MethodPatch, "/api/collections/users/records/"+w.client.Id, `{"name":"Ava O."}`)
	}
	w.must(w.client, http.MethodPost, "/api/collections/users/confirm-password-reset",
		`{"token":"`+token+`","password":"reset-pass-3","passwordConfirm":"reset-pass-3"}`)

	stored := w.stored("users", w.client.Id)
	if stored.GetString("name") != "Ava O." {
		t.Errorf("the rename made meanwhile was written over: name %q", stored.GetString("name"))
	}
	if !stored.ValidatePassword("reset-pass-3") {
		t.Error("the reset password was not kept")
	}
}
