import { paths } from "./paths"

/** "Start your order": create an account (or sign in), then straight to the new-order form. */
export const orderHref = paths.auth.href({ mode: "signup", next: paths.portal.newOrder.href() })
