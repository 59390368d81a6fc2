import { booking } from "@/content/booking"

/** Every route of the app, in one typed map: components use these, never hand-typed strings. */
export const paths = {
  home: { path: "/", href: () => "/" },
  book: {
    path: booking.nativePath,
    href: () => booking.nativePath,
    manage: {
      path: `${booking.nativePath}/manage/:token`,
      href: (token: string) => `${booking.nativePath}/manage/${encodeURIComponent(token)}`,
    },
  },
  auth: {
    path: "/auth",
    /** `next`: the app path to open once signed in (the auth screen keeps only a path of the user's area). */
    href: (query?: { mode?: "signup" | "forgot" | "code"; email?: string; next?: string }) =>
      withQuery("/auth", query),
    reset: {
      path: "/auth/reset/:token",
      href: (token: string) => `/auth/reset/${encodeURIComponent(token)}`,
    },
    verify: {
      path: "/auth/verify/:token",
      href: (token: string) => `/auth/verify/${encodeURIComponent(token)}`,
    },
    emailChange: {
      path: "/auth/email-change/:token",
      href: (token: string) => `/auth/email-change/${encodeURIComponent(token)}`,
    },
  },
  portal: {
    root: { path: "/portal", href: () => "/portal" },
    newOrder: { path: "/portal/new-order", href: () => "/portal/new-order" },
    orders: { path: "/portal/orders", href: () => "/portal/orders" },
    order: { path: "/portal/orders/:id", href: (id: string) => `/portal/orders/${encodeURIComponent(id)}` },
    receipt: {
      path: "/portal/orders/:id/receipt",
      href: (id: string) => `/portal/orders/${encodeURIComponent(id)}/receipt`,
    },
    notifications: { path: "/portal/notifications", href: () => "/portal/notifications" },
    bookCall: {
      path: "/portal/book-call",
      /** `order`: the order the consultation is booked from (the call is linked to it). */
      href: (order?: string) => withQuery("/portal/book-call", { order }),
    },
    account: { path: "/portal/account", href: () => "/portal/account" },
    team: { path: "/portal/team", href: () => "/portal/team" },
    /** The invitation link once signed in (the auth screen returns only to a path of the portal). */
    join: {
      path: "/portal/join/:token",
      href: (token: string) => `/portal/join/${encodeURIComponent(token)}`,
    },
  },
  /** The invitation e-mail's link: `{APP_URL}/join/{token}` (pb_hooks/lib/team_mails.js). */
  join: { path: "/join/:token", href: (token: string) => `/join/${encodeURIComponent(token)}` },
  admin: {
    root: { path: "/admin", href: () => "/admin" },
    orders: {
      path: "/admin/orders",
      href: (query?: Record<string, string>) => withQuery("/admin/orders", query),
    },
    order: { path: "/admin/orders/:id", href: (id: string) => `/admin/orders/${encodeURIComponent(id)}` },
    evidence: {
      path: "/admin/orders/:id/evidence",
      href: (id: string) => `/admin/orders/${encodeURIComponent(id)}/evidence`,
    },
    inbox: { path: "/admin/inbox", href: () => "/admin/inbox" },
    booking: { path: "/admin/booking", href: () => "/admin/booking" },
    users: { path: "/admin/users", href: () => "/admin/users" },
    testimonials: { path: "/admin/testimonials", href: () => "/admin/testimonials" },
    webhooks: { path: "/admin/settings/webhooks", href: () => "/admin/settings/webhooks" },
    funnel: { path: "/admin/funnel", href: () => "/admin/funnel" },
    account: { path: "/admin/account", href: () => "/admin/account" },
    notifications: { path: "/admin/notifications", href: () => "/admin/notifications" },
    newNotification: {
      path: "/admin/notifications/new",
      href: (query?: { user?: string }) => withQuery("/admin/notifications/new", query),
    },
  },
} as const

function withQuery(path: string, query?: { [key: string]: string | undefined }): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value) params.set(key, value)
  }
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}
