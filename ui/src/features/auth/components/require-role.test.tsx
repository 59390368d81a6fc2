import { render, screen } from "@testing-library/react"
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom"
import { beforeEach, describe, expect, it } from "vitest"
import type { Role, UserRecord } from "@/lib/pocketbase-types"
import { useSession } from "../session-store"
import { RequireRole } from "./require-role"

const as = (role: Role) => ({ id: `${role}-1`, name: "Someone", email: "x@example.com", role }) as UserRecord

function Where() {
  const { pathname, state } = useLocation()
  return <p>{`at ${pathname} from ${(state as { from?: string } | null)?.from ?? "-"}`}</p>
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/portal/*" element={<RequireRole role="client">portal content</RequireRole>} />
        <Route path="/admin/*" element={<RequireRole role="admin">admin content</RequireRole>} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  )
}

beforeEach(() => useSession.setState({ status: "ready", user: null }))

describe("RequireRole", () => {
  it("shows the area of a stored session at once, while the server confirms it", () => {
    useSession.setState({ status: "loading", user: as("client"), init: async () => {} })
    renderAt("/portal")
    expect(screen.getByText("portal content")).toBeInTheDocument()
  })

  it("shows a Loading spinner while a session without its user is being checked", () => {
    useSession.setState({ status: "loading", user: null, init: async () => {} })
    renderAt("/portal")
    expect(screen.getByRole("status")).toHaveTextContent("Loading")
    expect(screen.queryByText("portal content")).toBeNull()
  })

  it("sends an anonymous visitor to /auth, remembering where they wanted to go", () => {
    renderAt("/portal/orders?page=2")
    expect(screen.getByText("at /auth from /portal/orders?page=2")).toBeInTheDocument()
  })

  it.each([
    ["client", "/admin/orders", "at /portal from -"],
    ["admin", "/portal/new-order", "at /admin from -"],
  ] as const)("sends a %s on %s to their own area", (role, path, expected) => {
    useSession.setState({ user: as(role) })
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/portal/new-order" element={<RequireRole role="client">portal content</RequireRole>} />
          <Route path="/admin/orders" element={<RequireRole role="admin">admin content</RequireRole>} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    )
    expect(screen.getByText(expected)).toBeInTheDocument()
  })

  it.each([
    ["client", "/portal", "portal content"],
    ["admin", "/admin", "admin content"],
  ] as const)("lets a %s into %s", (role, path, content) => {
    useSession.setState({ user: as(role) })
    renderAt(path)
    expect(screen.getByText(content)).toBeInTheDocument()
  })

  it("leaves the area as soon as the session is cleared (e.g. sign out in another tab)", async () => {
    useSession.setState({ user: as("client") })
    renderAt("/portal")
    expect(screen.getByText("portal content")).toBeInTheDocument()
    useSession.setState({ user: null })
    expect(await screen.findByText(/^at \/auth/)).toBeInTheDocument()
  })
})
