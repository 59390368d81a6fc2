import { Component, type ReactNode } from "react"
import { Link } from "react-router-dom"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { paths } from "../paths"

export function RouteError() {
  useDocumentTitle("Something went wrong")
  return (
    <main className="centered-page">
      <h1>Something went wrong.</h1>
      <p>Reload the page, or go back to the home page.</p>
      <Link className="button" to={paths.home.href()}>
        Return to Home
      </Link>
    </main>
  )
}

interface BoundaryProps {
  /** A change (the path) clears the error: the next screen gets its chance. */
  resetKey: string
  children: ReactNode
}

interface BoundaryState {
  failed: boolean
  key: string
}

/** RouteErrorBoundary shows RouteError when a screen throws while rendering, or its chunk fails to load. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, key: this.props.resetKey }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey }
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error("Route failed to render", error)
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children
  }
}
