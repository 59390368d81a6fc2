import { LandingPage } from "@/features/landing/components/landing-page"
import { readFacts } from "@/features/landing/landing-facts"
import { useInAppLinks } from "../../in-app-links"
import { orderHref, proofHref } from "../../landing-links"
import { paths } from "../../paths"

/** `/` inside the app shell (e.g. "Return to Home" from the 404 page): the same page, rendered on the client. */
export default function LandingRoute() {
  useInAppLinks()
  return (
    <LandingPage
      portalHref={paths.auth.href()}
      orderHref={orderHref}
      proofHref={proofHref}
      facts={readFacts()}
    />
  )
}
