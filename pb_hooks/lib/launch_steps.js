// The launch steps of an order in progress and who each one waits on, as pure functions of plain values (no
// PocketBase globals), shared by the hooks and the Go tests. The steps live inside the status "in_progress";
// Launched completes the order.

/** STEPS in order. */
const STEPS = ["approved", "intake", "access", "building", "preview", "launched"]

/** STEP_NAMES are the steps as people read them (history, e-mails, errors). */
const STEP_NAMES = {
  approved: "Approved",
  intake: "Brand intake",
  access: "Store access",
  building: "Building",
  preview: "Preview",
  launched: "Launched",
}

/** INTAKE_ITEMS are the brand intake checklist's items, in order. */
const INTAKE_ITEMS = ["logo", "colors_fonts", "products", "policies", "domain"]

/** ITEM_NAMES are the intake items as people read them. */
const ITEM_NAMES = {
  logo: "Logo",
  colors_fonts: "Brand colours and fonts",
  products: "Product list",
  policies: "Policies (shipping, returns)",
  domain: "Domain",
}

/**
 * ACCESS states: a Shopify order goes code_received → request_sent → granted; an order not on Shopify is built
 * on the studio's development store (dev_store) and transferred at launch.
 */
const ACCESS = ["code_received", "request_sent", "granted", "dev_store"]

/** intakeComplete: every item of the checklist is done or marked not needed (items: [{ item, state }]). */
function intakeComplete(items) {
  return INTAKE_ITEMS.every((name) => {
    const found = items.find((i) => i.item === name)
    return !!found && found.state !== "open"
  })
}

/** accessComplete: the studio can work in the store (access granted, or its own development store). */
function accessComplete(access) {
  return access === "granted" || access === "dev_store"
}

/**
 * waitsOn names whose turn it is in launch ({ step, access, intakeComplete, held }): "client", "studio", or ""
 * once launched. The client's turn while anything the client owes is open (brand intake, approving the collaborator
 * request, the preview); the studio's otherwise, and while the launch is on hold (the order awaits approval).
 */
function waitsOn(launch) {
  if (launch.step === "launched" || launch.cancelled) return ""
  if (launch.held) return "studio"
  if (!launch.intakeComplete || launch.access === "request_sent" || launch.step === "preview") return "client"
  return "studio"
}

/**
 * clockState is what the clock module's sync needs to know about launch. The clock starts once the payment is
 * settled too (paymentSettled false: due, refunded or a mismatch; absent: an order without a payment row).
 */
function clockState(launch) {
  return {
    startable:
      launch.intakeComplete &&
      accessComplete(launch.access) &&
      !launch.held &&
      !launch.cancelled &&
      launch.paymentSettled !== false,
    waitingOnClient: waitsOn(launch) === "client",
    launched: launch.step === "launched",
    held: !!launch.held || !!launch.cancelled,
  }
}

module.exports = {
  STEPS,
  STEP_NAMES,
  INTAKE_ITEMS,
  ITEM_NAMES,
  ACCESS,
  intakeComplete,
  accessComplete,
  waitsOn,
  clockState,
}
