/// <reference path="../pb_data/types.d.ts" />
// GET /api/launchdesk/admin/stats: the true totals behind the admin dashboard and users page.
// One statement of COUNT subqueries, each answered from an index, so the figures cover every
// record (the original counted only the first 50 it had fetched). Admins only: a visitor
// without a session gets 401 from requireAuth, a client 403.
routerAdd(
  "GET",
  "/api/launchdesk/admin/stats",
  (e) => {
    if (e.auth.getString("role") !== "admin") {
      throw new ForbiddenError("Only admins can see the launchdesk figures.")
    }
    const row = new DynamicModel({
      totalOrders: 0,
      pendingApproval: 0,
      inProgress: 0,
      completed: 0,
      totalClients: 0,
      activeClients: 0,
    })
    e.app
      .db()
      .newQuery(
        `SELECT
          (SELECT COUNT(*) FROM orders) AS totalOrders,
          (SELECT COUNT(*) FROM orders WHERE status = 'pending_approval') AS pendingApproval,
          (SELECT COUNT(*) FROM orders WHERE status = 'in_progress') AS inProgress,
          (SELECT COUNT(*) FROM orders WHERE status = 'completed') AS completed,
          (SELECT COUNT(*) FROM users WHERE role = 'client') AS totalClients,
          (SELECT COUNT(*) FROM users u WHERE u.role = 'client'
             AND EXISTS (SELECT 1 FROM orders o WHERE o.client = u.id)) AS activeClients`,
      )
      .one(row)
    return e.json(200, {
      totalOrders: row.totalOrders,
      pendingApproval: row.pendingApproval,
      inProgress: row.inProgress,
      completed: row.completed,
      totalClients: row.totalClients,
      activeClients: row.activeClients,
    })
  },
  $apis.requireAuth("users"),
)
