package replica

import (
	"net/http"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/adminapi"
)

// DataSafety is what the admin dashboard shows of GET /api/launchdesk/admin/data-safety: how far the replica
// runs behind (what a dead VPS would lose now) and the newest backup, with the last failure of either.
type DataSafety struct {
	Replication Status       `json:"replication"`
	LastBackup  BackupStatus `json:"lastBackup"`
}

// bindDataSafety adds GET /api/launchdesk/admin/data-safety for the studio's admins (401 without a session,
// 403 for clients): the same figures /api/health gives superusers, for the dashboard the studio looks at.
func bindDataSafety(se *core.ServeEvent) {
	adminapi.AdminGET(se, "/api/launchdesk/admin/data-safety", "Only admins can see the replication and backups.",
		func(e *core.RequestEvent) error {
			return e.JSON(http.StatusOK, DataSafety{Replication: CurrentStatus(), LastBackup: backups.last(e.App)})
		})
}
