package booking

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/pocketbase/pocketbase/tools/security"
)

// settingsAnswer is what /admin/booking reads: the settings, the busy calendar's state and the private feed.
func (s *service) settingsAnswer(db core.App) (map[string]any, error) {
	st, row, err := s.settingsOf(db)
	if err != nil {
		return nil, err
	}
	if row.GetString("feed_token") == "" { // the private feed exists from the first look at the settings
		row.Set("feed_token", security.RandomString(43))
		if err := db.Save(row); err != nil {
			return nil, err
		}
	}
	return map[string]any{
		"settings": st, "zone": s.loc.String(), "now": s.nowUTC(),
		"busy": map[string]any{
			"error": row.GetString("busy_error"), "readAt": row.GetString("busy_read_at"), "okAt": row.GetString("busy_ok_at"),
		},
		"feedPath": "/api/launchdesk/booking/feed/" + row.GetString("feed_token") + ".ics",
	}, nil
}

// settingsRoutes adds GET and PUT /api/launchdesk/booking/admin/settings (PUT { settings, newFeedToken }): a saved
// busy calendar address is read at once, then every 10 minutes; a new feed token ends the old feed address.
func (s *service) settingsRoutes(g *router.RouterGroup[*core.RequestEvent]) {
	g.GET("/settings", func(e *core.RequestEvent) error {
		answer, err := s.settingsAnswer(s.app)
		if err != nil {
			return e.InternalServerError("Reading the booking settings failed.", err)
		}
		return e.JSON(http.StatusOK, answer)
	})
	g.PUT("/settings", func(e *core.RequestEvent) error {
		var body struct {
			Settings     Settings `json:"settings"`
			NewFeedToken bool     `json:"newFeedToken"`
		}
		if err := e.BindBody(&body); err != nil {
			return refusal("settings", "The settings could not be read.")
		}
		st := body.Settings
		st.BusyURL, st.Place = strings.TrimSpace(st.BusyURL), strings.TrimSpace(st.Place)
		if _, err := st.Availability(s.loc); err != nil {
			return refusal("settings", sentence(err.Error()))
		}
		if st.BusyURL != "" {
			u, err := url.Parse(st.BusyURL)
			if err != nil || (u.Scheme != "https" && u.Scheme != "http" && u.Scheme != "webcal") || u.Host == "" {
				return refusal("busyUrl", "Give the calendar's address as it starts: https:// or webcal://.")
			}
		}
		if len(st.Place) > 500 || len(st.BusyURL) > 2000 {
			return refusal("place", "The meeting place is at most 500 characters, the calendar address 2000.")
		}
		var urlChanged bool
		err := s.app.RunInTransaction(func(tx core.App) error {
			row, err := tx.FindRecordById("booking_settings", settingsId)
			if err != nil {
				return err
			}
			urlChanged = row.GetString("busy_url") != st.BusyURL
			kept := st
			kept.BusyURL = ""
			raw, _ := json.Marshal(kept)
			row.Set("availability", string(raw))
			row.Set("busy_url", st.BusyURL)
			if urlChanged {
				row.Set("busy_error", "")
			}
			if body.NewFeedToken {
				row.Set("feed_token", security.RandomString(43))
			}
			return tx.Save(row)
		})
		if err != nil {
			return e.InternalServerError("Saving the booking settings failed.", err)
		}
		if urlChanged {
			s.busy.wakeUp()
		}
		answer, err := s.settingsAnswer(s.app)
		if err != nil {
			return e.InternalServerError("", err)
		}
		return e.JSON(http.StatusOK, answer)
	})
}

// sentence makes a checker's message a sentence: capital first, full stop last.
func sentence(s string) string {
	if s == "" {
		return s
	}
	s = strings.ToUpper(s[:1]) + s[1:]
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
}
