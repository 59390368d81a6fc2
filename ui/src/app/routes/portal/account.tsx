import { MyTestimonials } from "@/features/testimonials/components/my-testimonials"
import { AccountScreen } from "../account-screen"

export default function PortalAccountPage() {
  return (
    <>
      <AccountScreen />
      <MyTestimonials />
    </>
  )
}
