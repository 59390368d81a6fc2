package limits

import (
	"testing"
	"time"
)

func TestConfigFromEnv(t *testing.T) {
	cases := []struct {
		name    string
		env     map[string]string
		want    Config
		wantErr bool
	}{
		{"defaults", nil, DefaultConfig, false},
		{"empty values keep the defaults", map[string]string{"MAIL_REQUESTS_PER_ADDRESS": ""}, DefaultConfig, false},
		{"both set", map[string]string{"MAIL_REQUESTS_PER_ADDRESS": "3", "MAIL_REQUESTS_WINDOW_MINUTES": "15"},
			Config{MailRequestsPerAddress: 3, MailRequestsWindow: 15 * time.Minute}, false},
		{"zero per address", map[string]string{"MAIL_REQUESTS_PER_ADDRESS": "0"}, Config{}, true},
		{"not a number", map[string]string{"MAIL_REQUESTS_WINDOW_MINUTES": "1h"}, Config{}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := ConfigFromEnv(func(k string) (string, bool) { v, ok := c.env[k]; return v, ok })
			if (err != nil) != c.wantErr {
				t.Fatalf("err = %v, want error %v", err, c.wantErr)
			}
			if !c.wantErr && got != c.want {
				t.Errorf("got %+v, want %+v", got, c.want)
			}
		})
	}
}
