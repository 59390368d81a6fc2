package replica

import (
	"bytes"
	"encoding/json"
	"net/http"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/access"
)

// bufferedResponse keeps what PocketBase's health handler writes, so the superuser view can be extended.
type bufferedResponse struct {
	http.ResponseWriter
	status int
	body   bytes.Buffer
}

func (b *bufferedResponse) WriteHeader(status int)      { b.status = status }
func (b *bufferedResponse) Write(p []byte) (int, error) { return b.body.Write(p) }

// bindHealth adds `replication` (Status) and `lastBackup` to /api/health's data for superusers; others
// see PocketBase's answer unchanged.
func bindHealth(se *core.ServeEvent) {
	se.Router.BindFunc(func(e *core.RequestEvent) error {
		if e.Request.URL.Path != "/api/health" || !access.IsSuperuser(e) {
			return e.Next()
		}
		original := e.Response
		buf := &bufferedResponse{ResponseWriter: original, status: http.StatusOK}
		e.Response = buf
		err := e.Next()
		e.Response = original
		if err != nil {
			return err
		}
		var body map[string]any
		if json.Unmarshal(buf.body.Bytes(), &body) != nil {
			original.WriteHeader(buf.status)
			_, werr := original.Write(buf.body.Bytes())
			return werr
		}
		data, _ := body["data"].(map[string]any)
		if data == nil {
			data = map[string]any{}
		}
		data["replication"] = CurrentStatus()
		data["lastBackup"] = backups.last(e.App)
		body["data"] = data
		return e.JSON(buf.status, body)
	})
}

// BackupStatus is the newest backup in the backups storage (local or S3) and the last failure.
type BackupStatus struct {
	LastSuccessAt *time.Time `json:"lastSuccessAt,omitempty"`
	Name          string     `json:"name,omitempty"`
	LastFailureAt *time.Time `json:"lastFailureAt,omitempty"`
	LastError     string     `json:"lastError,omitempty"`
}

type backupTracker struct {
	mu      sync.Mutex
	checked time.Time
	current BackupStatus
}

var backups = &backupTracker{}

// last lists the backups storage at most once a minute (it may be a bucket).
func (b *backupTracker) last(app core.App) BackupStatus {
	b.mu.Lock()
	defer b.mu.Unlock()
	if time.Since(b.checked) < time.Minute {
		return b.current
	}
	b.checked = time.Now()
	fsys, err := app.NewBackupsFilesystem()
	if err != nil {
		return b.current
	}
	defer fsys.Close()
	files, err := fsys.List("")
	if err != nil {
		return b.current
	}
	for _, f := range files {
		if t := f.ModTime; b.current.LastSuccessAt == nil || t.After(*b.current.LastSuccessAt) {
			b.current.LastSuccessAt, b.current.Name = &t, f.Key
		}
	}
	return b.current
}

// failed records a failed backup (shown until the next success) and forgets the cached listing.
func (b *backupTracker) failed(err error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	now := time.Now()
	b.current.LastFailureAt, b.current.LastError, b.checked = &now, err.Error(), time.Time{}
}

// succeeded forgets the cached listing so the new backup shows at once.
func (b *backupTracker) succeeded() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.checked = time.Time{}
}
