import type { PermCase } from "./perm-case"
import { backRelationCases } from "./perm-cases-back-relations"
import { batchCases } from "./perm-cases-batch"
import { notificationCases } from "./perm-cases-notifications"
import { orderCreateCases } from "./perm-cases-order-create"
import { orderCases } from "./perm-cases-orders"
import { paymentCases } from "./perm-cases-payments"
import { signUpCases } from "./perm-cases-signup"
import { touchCases } from "./perm-cases-touch"
import { threadCases } from "./perm-cases-threads"
import { userCases } from "./perm-cases-users"
import { waitingCases } from "./perm-cases-waiting"

/**
 * The permission matrix: anonymous / client A / client B / admin × users / orders / notifications / messages /
 * message_reads / launches / payments / intake_items / order_events / mail_outbox / waiting × list / view / create / update / delete, plus
 * the batch API. Rows run in this order against one
 * server; a row that changes data only touches records no later row depends on.
 */
export const permissionCases: PermCase[] = [
  ...signUpCases,
  ...userCases,
  ...orderCases,
  ...orderCreateCases,
  ...notificationCases,
  ...batchCases,
  ...backRelationCases,
  ...threadCases,
  ...waitingCases,
  ...paymentCases,
  ...touchCases,
]
