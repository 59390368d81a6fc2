import { paths } from "./paths"

/** "Start your order": create an account (or sign in), then straight to the new-order form. */
export const orderHref = paths.auth.href({ mode: "signup", next: paths.portal.newOrder.href() })

/**
 * The page that explains how the on-time claim is computed and lists the launches anyone can check: the server's
 * own HTML (internal/proof), like each launch's proof page under it, never a screen of the app.
 */
export const proofHref = "/proof"
