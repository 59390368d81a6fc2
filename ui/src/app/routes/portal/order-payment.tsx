import type { ComponentProps } from "react"
import { PaymentCard } from "@/features/payments/components/payment-card"
import { paths } from "../../paths"

/** An order's payment as the portal shows it, its receipt at the portal's receipt page. */
export function OrderPayment(props: Omit<ComponentProps<typeof PaymentCard>, "receiptHref">) {
  return <PaymentCard {...props} receiptHref={paths.portal.receipt.href(props.orderId)} />
}
