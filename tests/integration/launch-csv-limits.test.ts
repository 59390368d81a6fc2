import type { RecordModel } from "pocketbase"
import { beforeAll, describe, expect, it } from "vitest"
import { approvedShopifyOrder, sendFiles, submitItem } from "./launch-support"
import type { MessagesWorld } from "./messages-support"
import { sleep } from "../support/wait"

// The product CSV check is linear, bounded and outside the write transaction: the largest file a client may send is
// checked in under a second and nobody else's save waits for it. Cells a spreadsheet would run as formulas are
// refused with their row and column.

const FIVE_MB = 5 * 1024 * 1024

/** bigCsv is a valid Shopify product CSV of just under 5 MB: one product per row, with a quoted description. */
function bigCsv(): Buffer {
  const lines = ["Handle,Title,Body (HTML),Vendor,Option1 Name,Option1 Value,Variant Price,Published,Status"]
  let size = lines[0]!.length
  for (let i = 0; size < FIVE_MB - 300; i++) {
    const line = `tee-${i},Tee ${i},"<p>Soft, ""heavy"" cotton, made to last ${i}.</p>",Noir,Size,M,24.00,TRUE,active`
    lines.push(line)
    size += line.length + 2
  }
  return Buffer.from(lines.join("\r\n"))
}

/** oneCell is a 5 MB CSV whose second row is a single quoted cell. */
function oneCell(): Buffer {
  const head = 'Handle,Title,Body (HTML),Variant Price\r\ntee,Tee,"'
  return Buffer.from(head + "x".repeat(FIVE_MB - head.length - 10) + '",24\r\n')
}

describe("product CSV checks that stall nothing", () => {
  const world = approvedShopifyOrder()
  let w: MessagesWorld
  let order: RecordModel
  beforeAll(() => {
    ;({ w, order } = world)
  })

  /** submitWhileOthersSave submits the products item with message and, meanwhile, times another user's save. */
  async function submitWhileOthersSave(message: RecordModel) {
    const started = performance.now()
    const submitted = submitItem(w.client.pb, order.id, "products", { message: message.id })
      .then((r) => ({ ok: true as const, r }))
      .catch((e: { status: number; message: string; response: { rows?: unknown[] } }) => ({
        ok: false as const,
        e,
      }))
      .then((out) => ({ ...out, ms: performance.now() - started }))
    await sleep(100)
    const saveStarted = performance.now()
    await w.other.pb.collection("users").update(w.other.id, { name: `Olli ${Date.now()}` })
    const saveMs = performance.now() - saveStarted
    return { ...(await submitted), saveMs }
  }

  it("checks a 5 MB product CSV in under a second while another user's save completes within 200 ms", async () => {
    const message = await sendFiles(w.client, order.id, [["products.csv", bigCsv(), "text/csv"]])
    const out = await submitWhileOthersSave(message)
    expect(out.ok, JSON.stringify(out.ok ? "" : out.e.message)).toBe(true)
    expect(out.ms).toBeLessThan(1000)
    expect(out.saveMs).toBeLessThan(200)
  }, 60_000)

  it("refuses a 5 MB single cell at once, with its row, and stalls nobody", async () => {
    const message = await sendFiles(w.client, order.id, [["products.csv", oneCell(), "text/csv"]])
    const out = await submitWhileOthersSave(message)
    expect(out.ok).toBe(false)
    if (!out.ok) {
      expect(out.e.status).toBe(400)
      expect(out.e.message).toBe(
        "Row 2: cell 3 is longer than 65536 characters: shorten it, or check the quotes in the file.",
      )
    }
    expect(out.ms).toBeLessThan(1000)
    expect(out.saveMs).toBeLessThan(200)
  }, 60_000)

  it("refuses cells a spreadsheet would run as formulas, naming row and column", async () => {
    const csv = [
      "Handle,Title,Body (HTML),Variant Price",
      'tee,"=HYPERLINK(""http://evil.example"",""Click"")",Soft,24.00',
      "hat,Hat,@SUM(1+1)*cmd|' /C calc'!A0,18.00",
      "cap,Cap,Warm,12.00",
    ].join("\n")
    const message = await sendFiles(w.client, order.id, [["products.csv", Buffer.from(csv), "text/csv"]])
    const refused = await submitItem(w.client.pb, order.id, "products", { message: message.id }).catch(
      (e) => e,
    )
    expect(refused.status).toBe(400)
    expect(refused.response.rows).toEqual([
      {
        row: 2,
        message:
          'Row 2: the Title cell starts with "=", which a spreadsheet would run as a formula; remove it or start the value with a letter or a digit.',
      },
      {
        row: 3,
        message:
          'Row 3: the Body (HTML) cell starts with "@", which a spreadsheet would run as a formula; remove it or start the value with a letter or a digit.',
      },
    ])
  })
})
