import { describe, expect, it } from "vitest"
import { anonymous, createSuperuser } from "../support/accounts"
import { mailsTo, waitForMail } from "../support/account-mail"
import { testWorld } from "../support/world"

const world = testWorld({ smtp: true })

describe("e-mail addresses are case-insensitive", () => {
  it("makes one account of two sign-ups differing only in letter case, and signs in in any case", async () => {
    const stamp = Date.now().toString(36)
    const mixed = `Mixed.Case.${stamp}@Example.test`
    const lower = mixed.toLowerCase()
    const password = "client-pass-1"
    const pb = anonymous(world.server)
    await pb.collection("users").create({ email: mixed, password, passwordConfirm: password, name: "Mixed" })

    const second = await pb
      .collection("users")
      .create({ email: lower, password, passwordConfirm: password, name: "Lower" })
      .then(
        () => null,
        (err: { status: number; response: { data: { email?: { code: string } } } }) => err,
      )
    expect(second?.status).toBe(400)
    expect(second?.response.data.email?.code).toBe("validation_not_unique")

    const su = await createSuperuser(world.server)
    const matches = await su
      .collection("users")
      .getFullList({ filter: su.filter("email ~ {:s}", { s: stamp }) })
    expect(matches).toHaveLength(1)

    for (const spelling of [mixed, lower, mixed.toUpperCase()]) {
      const auth = await anonymous(world.server).collection("users").authWithPassword(spelling, password)
      expect(auth.record.id).toBe(matches[0]!.id)
    }

    // a reset asked for in another case reaches the one account
    await anonymous(world.server).collection("users").requestPasswordReset(mixed.toUpperCase())
    await waitForMail(world.smtp, mixed, /Reset your/)
    expect(mailsTo(world.smtp, mixed, /Reset your/)).toHaveLength(1)
  })

  it("refuses an e-mail change to another account's address in another case", async () => {
    const stamp = Date.now().toString(36)
    const password = "client-pass-1"
    const a = anonymous(world.server)
    await a
      .collection("users")
      .create({ email: `taken.${stamp}@example.test`, password, passwordConfirm: password, name: "A" })
    const b = anonymous(world.server)
    await b
      .collection("users")
      .create({ email: `other.${stamp}@example.test`, password, passwordConfirm: password, name: "B" })
    await b.collection("users").authWithPassword(`other.${stamp}@example.test`, password)
    const refused = await b
      .collection("users")
      .requestEmailChange(`TAKEN.${stamp}@EXAMPLE.TEST`)
      .then(
        () => null,
        (err: { status: number }) => err,
      )
    expect(refused?.status).toBe(400)
  })
})
