import { Link } from "react-router-dom"
import { paths } from "../../paths"

export default function LandingPage() {
  return (
    <main className="centered-page">
      <h1>Your clothing brand&apos;s online store, launched in 48 hours.</h1>
      <p>A custom store for a flat $200, built in 2 days. Trusted by 30+ brands.</p>
      <Link className="button" to={paths.auth.href()}>
        Client Portal
      </Link>
    </main>
  )
}
