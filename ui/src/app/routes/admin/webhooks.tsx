import { PageHeader } from "@/components/page-header"
import { WebhooksSettings } from "@/features/webhooks/components/webhooks-settings"

/** /admin/settings/webhooks: the studio's signed webhooks to its other tools (docs/funnel.md#webhooks). */
export default function AdminWebhooks() {
  return (
    <>
      <PageHeader
        title="Webhooks"
        subtitle="Tell your other tools (Zapier, Make, your scripts) what happens."
      />
      <WebhooksSettings />
    </>
  )
}
