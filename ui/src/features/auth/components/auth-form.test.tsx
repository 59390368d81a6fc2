import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ClientResponseError } from "pocketbase"
import { beforeEach, describe, expect, it, vi } from "vitest"
import type { UserRecord } from "@/lib/pocketbase-types"
import { useSession } from "../session-store"
import { AuthForm } from "./auth-form"

const user = { id: "u1", name: "Ava", email: "ava@example.com", role: "client" } as UserRecord
const signIn = vi.fn()
const signUp = vi.fn()

beforeEach(() => {
  signIn.mockReset()
  signUp.mockReset()
  useSession.setState({ status: "ready", user: null, signIn, signUp })
})

async function fillSignUp(password: string, confirm: string) {
  const ue = userEvent.setup()
  render(<AuthForm initialMode="signUp" />)
  await ue.type(screen.getByLabelText("Full name"), "Ava Okafor")
  await ue.type(screen.getByLabelText("Email"), "ava@example.com")
  await ue.type(screen.getByLabelText("Password"), password)
  await ue.type(screen.getByLabelText("Confirm password"), confirm)
  await ue.click(screen.getByRole("button", { name: "Create account" }))
  return ue
}

describe("AuthForm", () => {
  it("shows 'Passwords do not match' and sends nothing when the confirmation differs", async () => {
    await fillSignUp("secret-1", "secret-2")
    expect(screen.getByRole("alert")).toHaveTextContent("Passwords do not match")
    expect(signUp).not.toHaveBeenCalled()
  })

  it("drops 'Passwords do not match' as soon as the confirmation matches", async () => {
    const ue = await fillSignUp("secret-1", "secret-2")
    const confirm = screen.getByLabelText("Confirm password")
    await ue.clear(confirm)
    await ue.type(confirm, "secret-")
    expect(screen.getByRole("alert")).toHaveTextContent("Passwords do not match")
    await ue.type(confirm, "1")
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("shows the 6-character rule for a short password", async () => {
    await fillSignUp("abc", "abc")
    expect(screen.getByRole("alert")).toHaveTextContent("Password must be at least 6 characters long")
    expect(signUp).not.toHaveBeenCalled()
  })

  it("creates the account with name, e-mail and password only, showing 'Creating account...'", async () => {
    let finish: (u: UserRecord) => void = () => {}
    signUp.mockReturnValue(new Promise<UserRecord>((r) => (finish = r)))
    await fillSignUp("secret-1", "secret-1")
    expect(screen.getByRole("button", { name: "Creating account..." })).toBeDisabled()
    expect(signUp).toHaveBeenCalledWith({
      name: "Ava Okafor",
      email: "ava@example.com",
      password: "secret-1",
    })
    finish(user)
  })

  it("shows the server's field error under the e-mail and points to it in the red alert", async () => {
    signUp.mockRejectedValue(
      new ClientResponseError({
        status: 400,
        response: {
          message: "Failed to create record.",
          data: { email: { message: "Value must be unique." } },
        },
      }),
    )
    await fillSignUp("secret-1", "secret-1")
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Some answers need a change: see the fields marked in red.",
    )
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Value must be unique.")
  })

  it("says an address already has an account and offers signing in or a reset instead", async () => {
    signUp.mockRejectedValue(
      new ClientResponseError({
        status: 400,
        response: {
          message: "Failed to create record.",
          data: { email: { code: "validation_not_unique", message: "Value must be unique." } },
        },
      }),
    )
    const onForgot = vi.fn()
    const ue = userEvent.setup()
    render(<AuthForm initialMode="signUp" onForgot={onForgot} />)
    await ue.type(screen.getByLabelText("Full name"), "Ava Okafor")
    await ue.type(screen.getByLabelText("Email"), "Ava@Example.com")
    await ue.type(screen.getByLabelText("Password"), "secret-1")
    await ue.type(screen.getByLabelText("Confirm password"), "secret-1")
    await ue.click(screen.getByRole("button", { name: "Create account" }))
    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent("An account already exists for this e-mail address.")
    expect(alert).not.toHaveTextContent("Registration failed")
    await ue.click(screen.getByRole("button", { name: "Reset the password" }))
    expect(onForgot).toHaveBeenCalledWith("Ava@Example.com")
    await ue.click(screen.getByRole("button", { name: "Sign in instead" }))
    expect(screen.queryByLabelText("Confirm password")).toBeNull()
    expect(screen.getByLabelText("Email")).toHaveValue("Ava@Example.com")
  })

  it("signs in showing 'Signing in...' and falls back to the spec's message on bad credentials", async () => {
    const ue = userEvent.setup()
    let fail: (e: unknown) => void = () => {}
    signIn.mockReturnValue(new Promise((_, reject) => (fail = reject)))
    render(<AuthForm />)
    expect(screen.queryByLabelText("Full name")).toBeNull()
    await ue.type(screen.getByLabelText("Email"), "ava@example.com")
    await ue.type(screen.getByLabelText("Password"), "wrong")
    await ue.click(screen.getByRole("button", { name: "Sign in" }))
    expect(screen.getByRole("button", { name: "Signing in..." })).toBeDisabled()
    expect(signIn).toHaveBeenCalledWith("ava@example.com", "wrong")
    fail(new ClientResponseError({ status: 400, response: { message: "Failed to authenticate." } }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Login failed. Please check your credentials.")
  })

  it("toggles between the two modes and the password visibility", async () => {
    const ue = userEvent.setup()
    render(<AuthForm />)
    await ue.click(screen.getByRole("button", { name: "Create account" }))
    expect(screen.getByLabelText("Confirm password")).toHaveAttribute("type", "password")
    const [toggle] = screen.getAllByRole("button", { name: "Show password" })
    await ue.click(toggle!)
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "text")
    expect(screen.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true")
    await ue.click(screen.getByRole("button", { name: "Sign in" }))
    expect(screen.queryByLabelText("Confirm password")).toBeNull()
  })

  it("reports every edit of the address, so a form still loading opens with all of it", async () => {
    const ue = userEvent.setup()
    const heard: string[] = []
    render(<AuthForm initialEmail="av" onEmailChange={(email) => heard.push(email)} />)
    await ue.type(screen.getByLabelText("Email"), "a@x.io")
    expect(heard.at(-1)).toBe("ava@x.io")
    const before = heard.length
    await ue.type(screen.getByLabelText("Password"), "secret-1")
    expect(heard).toHaveLength(before)
  })
})
