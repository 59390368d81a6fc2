package capi

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// poster posts one event to {base}/{Version}/{pixel}/events with the token as the access_token query parameter, as
// Meta documents it.
type poster struct {
	endpoint string
	client   *http.Client
}

func newPoster(cfg Config) *poster {
	endpoint := cfg.Base + "/" + Version + "/" + url.PathEscape(cfg.PixelID) + "/events?" +
		url.Values{"access_token": {cfg.Token}}.Encode()
	return &poster{endpoint: endpoint, client: &http.Client{Timeout: postTimeout}}
}

// refused is Meta's answer that the event itself is wrong (4xx but 429): sending it again cannot help.
type refused struct{ status int }

func (r refused) Error() string { return fmt.Sprintf("refused with HTTP %d", r.status) }

// isPermanent tells whether err means the event must not be retried.
func isPermanent(err error) bool {
	var r refused
	return errors.As(err, &r)
}

// post sends body (one event as JSON) as {"data": [body]}.
func (p *poster) post(ctx context.Context, body string) error {
	payload := `{"data":[` + body + `]}`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, p.endpoint, strings.NewReader(payload))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := p.client.Do(req)
	if err != nil {
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err // the URL carries the token: never in an error that is stored or logged
		}
		return fmt.Errorf("posting the event: %w", err)
	}
	defer res.Body.Close()
	answer, _ := io.ReadAll(io.LimitReader(res.Body, 1000))
	switch {
	case res.StatusCode >= 200 && res.StatusCode < 300:
		return nil
	case res.StatusCode >= 400 && res.StatusCode < 500 && res.StatusCode != http.StatusTooManyRequests:
		return fmt.Errorf("%w: %s", refused{res.StatusCode}, bytes.TrimSpace(answer))
	default:
		return fmt.Errorf("HTTP %d: %s", res.StatusCode, bytes.TrimSpace(answer))
	}
}
