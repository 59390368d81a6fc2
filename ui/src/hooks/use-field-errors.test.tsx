import { act, renderHook } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { useFieldErrors } from "./use-field-errors"

type Values = { title: string; url: string }
const rules = (v: Values) => ({
  ...(v.title.trim() ? {} : { title: "Please give your project a title." }),
  ...(v.url && !v.url.startsWith("https://") ? { url: "Please enter a web address." } : {}),
  ...(v.url === "https://" ? { url: "The address needs a domain." } : {}),
})

describe("useFieldErrors", () => {
  it("drops a field's message at the first edit that makes it valid", () => {
    const { result } = renderHook(() => useFieldErrors(rules))
    act(() => result.current.setErrors(rules({ title: "", url: "x" })))
    expect(result.current.errors.title).toBe("Please give your project a title.")
    act(() => result.current.follow("title", { title: "S", url: "x" }))
    expect(result.current.errors.title).toBeUndefined()
    expect(result.current.errors.url).toBe("Please enter a web address.")
  })

  it("keeps the message while the field is still invalid, updated to the rule that now applies", () => {
    const { result } = renderHook(() => useFieldErrors(rules))
    act(() => result.current.setErrors({ url: "Please enter a web address." }))
    act(() => result.current.follow("url", { title: "", url: "https://" }))
    expect(result.current.errors.url).toBe("The address needs a domain.")
  })

  it("leaves fields that had no message quiet until the next submit", () => {
    const { result } = renderHook(() => useFieldErrors(rules))
    act(() => result.current.follow("title", { title: "", url: "" }))
    expect(result.current.errors).toEqual({})
  })

  it("clears a server message (no rule can re-check it) at the field's first edit", () => {
    const { result } = renderHook(() => useFieldErrors<Values>())
    act(() => result.current.setErrors({ email: "The email is already in use." }))
    act(() => result.current.follow("email", { title: "", url: "" }))
    expect(result.current.errors).toEqual({})
  })
})
