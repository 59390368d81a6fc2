import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useState } from "react"
import { describe, expect, it } from "vitest"
import { MIN_PASSWORD_LENGTH } from "../auth-rules"
import { type NewPassword, NewPasswordFields } from "./fields"

function Form() {
  const [values, setValues] = useState<NewPassword>({ password: "", confirm: "" })
  return (
    <>
      <NewPasswordFields
        idPrefix="reset"
        confirmLabel="Confirm password"
        values={values}
        onChange={(key) => (e) => setValues({ ...values, [key]: e.target.value })}
      />
      <output>{JSON.stringify(values)}</output>
    </>
  )
}

describe("NewPasswordFields", () => {
  it("asks for a new password with its length rule, then its confirmation, each kept under its own key", async () => {
    render(<Form />)
    const password = screen.getByLabelText("New password")
    const confirm = screen.getByLabelText("Confirm password")
    expect(password).toHaveAttribute("id", "reset-new-password")
    expect(password).toHaveAttribute("autocomplete", "new-password")
    expect(password).toBeRequired()
    expect(password).toHaveAccessibleDescription(`At least ${MIN_PASSWORD_LENGTH} characters.`)
    expect(confirm).toHaveAttribute("id", "reset-confirm-password")
    expect(confirm).toHaveAttribute("autocomplete", "new-password")
    expect(confirm).not.toHaveAccessibleDescription()
    await userEvent.type(password, "longenough1")
    await userEvent.type(confirm, "longenough2")
    expect(screen.getByRole("status")).toHaveTextContent('{"password":"longenough1","confirm":"longenough2"}')
  })
})
