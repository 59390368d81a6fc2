import { PageHeader } from "@/components/page-header"
import { TestimonialsAdminList } from "@/features/testimonials/components/testimonials-admin-list"

/** /admin/testimonials: what clients wrote after their launch; the studio publishes, hides and orders them. */
export default function AdminTestimonialsPage() {
  return (
    <>
      <PageHeader
        title="Testimonials"
        subtitle="Published words show on the site while their client allows it; the content file's fill in."
      />
      <TestimonialsAdminList />
    </>
  )
}
