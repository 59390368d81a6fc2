import { pb } from "@/lib/pocketbase"
import type { GuaranteeBoard, MakeGood } from "./types"

// The studio's reads of the guarantee (internal/guarantee: studio only) and its one action, marking an amount owed
// to a client as paid back. The make-goods themselves are written by the server alone.

const orderPath = (orderId: string) => `/api/launchdesk/admin/orders/${encodeURIComponent(orderId)}/make-good`

/** getGuaranteeBoard reads the dashboard's guarantee. */
export const getGuaranteeBoard = () =>
  pb.send<GuaranteeBoard>("/api/launchdesk/admin/guarantee", { requestKey: "guarantee-board" })

/** getMakeGood reads the order's make-good, null when there is none. */
export const getMakeGood = (orderId: string) =>
  pb
    .send<{ make_good: MakeGood | null }>(orderPath(orderId), { requestKey: `make-good-${orderId}` })
    .then((r) => r.make_good)

/** markPaidBack records that the studio paid the owed amount back to the client. */
export const markPaidBack = (orderId: string) =>
  pb.send<{ state: string }>(`${orderPath(orderId)}/paid-back`, { method: "POST", requestKey: null })
