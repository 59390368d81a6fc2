// Where the product keeps each text the specification quotes: its one home, a file of the repository (from its
// root) whose source holds the text whole. The conformance test (conformance.test.tsx) reads the specification,
// checks every quoted text is placed here or excepted below with a reason, and that each home still holds its text;
// the texts that matter most are also checked as the product renders them (there).

const PORTAL_FORM = "ui/src/features/orders/components/portal-new-order-form.tsx"
const SUBMITTED = "ui/src/features/orders/components/order-submitted.tsx"
const INBOX = "ui/src/app/routes/notification-inbox.tsx"
const ORDER_TEXTS = "pb_hooks/lib/order_texts.js"
const AUTH_RULES = "ui/src/features/auth/auth-rules.ts"
const NEW_ORDER_RULES = "ui/src/features/orders/new-order-rules.ts"
const PORTAL_ORDER = "ui/src/features/orders/use-portal-order.ts"
const ADMIN_ORDER = "ui/src/app/routes/admin/order-detail.tsx"
const SEND_FORM = "ui/src/features/notifications/components/admin-notification-upsert-form.tsx"
const CLIENTS = "ui/src/features/clients/components/clients-columns.tsx"
const STATUSES = "pb_hooks/lib/statuses.json"

/** The home of each quoted text. A text with a placeholder ("{title}", "(n)") is held with code in its place. */
export const HOMES: Record<string, string> = {
  // 2. Screens and routes
  "Oops! Page not found": "ui/src/app/routes/public/not-found.tsx",
  "Our Proven Approach": "ui/src/content/landing.ts",
  "Book a Call Now": "ui/src/content/landing.ts",
  "Signing in...": "ui/src/features/auth/components/auth-form.tsx",
  "Creating account...": "ui/src/features/auth/components/auth-form.tsx",
  "Is your website currently on Shopify?": PORTAL_FORM,
  "Book a consultation call after submission": PORTAL_FORM,
  "Order Submitted Successfully!": SUBMITTED,
  "Thank you for your order submission. We'll review it and get back to you soon.": SUBMITTED,
  "Redirecting to calendar booking...": SUBMITTED,
  "No orders yet": "ui/src/app/routes/portal/orders.tsx",
  "No orders match your filters": "ui/src/app/routes/portal/orders.tsx",
  "Your order is waiting for approval": STATUSES,
  "We are working on your project": STATUSES,
  "Your project has been completed": STATUSES,
  New: "ui/src/features/notifications/components/notification-item.tsx",
  "Mark as read": "ui/src/features/notifications/components/notification-item.tsx",
  "Mark all as read": INBOX,
  "No notifications": INBOX,
  "All caught up!": INBOX,
  "No read notifications": INBOX,
  None: CLIENTS,
  "Active Customer": CLIENTS,
  "New User": CLIENTS,
  "Send Notification": "ui/src/app/routes/admin/notifications.tsx",
  "History (n)": "ui/src/app/routes/admin/notifications.tsx",
  // 4. States and transitions: the status pipeline's notification and e-mail
  "Order Status Updated: {order title}": ORDER_TEXTS,
  'Your order "{title}" status has been updated to: {status with underscores as spaces}.': ORDER_TEXTS,
  "Order Update: {title}": ORDER_TEXTS,
  "We have received your order and it is pending approval.": STATUSES,
  "Great news! Your order has been approved and work has begun.": STATUSES,
  "Congratulations! Your order has been completed.": STATUSES,
  // 5. Validation rules and 8. The error catalogue
  "Passwords do not match": AUTH_RULES,
  "Password must be at least 6 characters long": AUTH_RULES, // "${MIN_PASSWORD_LENGTH}": checked as a value
  "You must be logged in to submit an order": NEW_ORDER_RULES,
  "Please fill in all required fields": SEND_FORM,
  "Login failed. Please check your credentials.": AUTH_RULES,
  "Registration failed. Please try again.": AUTH_RULES,
  "Failed to submit order. Please try again.": NEW_ORDER_RULES,
  "You do not have permission to view this order.": PORTAL_ORDER,
  "Failed to load order details.": PORTAL_ORDER,
  "Order not found": PORTAL_ORDER,
  "Order Not Found": ADMIN_ORDER,
  "The order you're looking for doesn't exist.": ADMIN_ORDER,
  "Client information not available": "ui/src/features/orders/components/admin-order-client.tsx",
  "Failed to send notification": SEND_FORM,
  "Notification sent successfully!": SEND_FORM,
  "Something went wrong.": "ui/src/lib/api-error.ts",
  // 9. Business constants: the session's storage key
  pocketbase_auth: "ui/src/lib/stored-session.ts",
}

/** Texts held as a value built from a constant, checked as that value rather than as source. */
export const AS_VALUE = new Set(["Password must be at least 6 characters long"])

/**
 * Quoted texts the product does not show, each with why. Keep this short: an entry is a decision, not a way to
 * silence the test.
 */
export const EXCEPTIONS: Record<string, string> = {
  "Missing `id` or `email` field.":
    "An error of the specification's third-party e-mail API. launchdesk sends every e-mail through its own outbox " +
    "and SMTP (docs/architecture.md), so that API and its errors do not exist here; an e-mail that fails is retried " +
    "and its delivery state is shown to the studio instead.",
}

/** Labels shown as the landing page renders them (checked on its prerendered markup, not in a source file). */
export const LANDING_PAGE = "the rendered landing page"
/** Labels shown as the notification tabs render them. */
export const NOTIFICATION_TABS = "the rendered notification tabs"

/**
 * The labels the specification names without quotes (buttons, links, headings, tabs, stat cards), chosen by hand
 * from it: the parser cannot tell them from prose. Each must still be in the specification, word for word, and in
 * its home.
 */
export const LABELS: Record<string, string> = {
  // 2. Landing page
  "Client Portal": LANDING_PAGE,
  "Book a call": LANDING_PAGE,
  "See pricing": LANDING_PAGE,
  // Read with no launch recorded; the count then rises with real launches ("40+": docs/decisions.md, "The
  // landing page's facts").
  "Join 30+ Brands": LANDING_PAGE,
  "Book a 15-min intro call": LANDING_PAGE,
  "Let's Build Yours": LANDING_PAGE,
  Plan: LANDING_PAGE,
  "Battle-Tested Process": LANDING_PAGE,
  "Custom Theme Foundation": LANDING_PAGE,
  Craft: LANDING_PAGE,
  "AI-Powered Efficiency": LANDING_PAGE,
  Launch: LANDING_PAGE,
  // Client portal
  Dashboard: "ui/src/app/routes/portal/portal-layout.tsx",
  "Return to Dashboard": SUBMITTED,
  "All Status": "ui/src/features/orders/components/portal-order-filters.tsx",
  "Pending Approval": STATUSES,
  "In Progress": STATUSES,
  Completed: STATUSES,
  "New Order": "ui/src/app/routes/portal/portal-layout.tsx",
  "All (n)": NOTIFICATION_TABS,
  "Unread (n)": NOTIFICATION_TABS,
  "Read (n)": NOTIFICATION_TABS,
  // Admin area
  "Sign Out": "ui/src/components/app-shell.tsx",
  "Total Orders": "ui/src/app/routes/admin/dashboard.tsx",
  "Total Clients": "ui/src/app/routes/admin/dashboard.tsx",
  "Review Pending Orders": "ui/src/app/routes/admin/dashboard.tsx",
  "Manage Users": "ui/src/app/routes/admin/dashboard.tsx",
  "View Details": "ui/src/features/orders/components/admin-orders-columns.tsx",
  "Active Clients": "ui/src/app/routes/admin/users.tsx",
  "View Orders": CLIENTS,
}
