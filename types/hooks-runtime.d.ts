// What the hooks' runtime gives beyond pb_data/types.d.ts (PocketBase's declarations): goja's CommonJS `require`
// and `module` (the hooks share code with require(`${__hooks}/lib/...`)), and the globals launchdesk binds in Go.

// A hook's require() path is a template string (`${__hooks}/lib/x.js`), so TypeScript cannot follow it: the
// module's exports are untyped, and checked where their functions declare JSDoc types.
/* eslint-disable @typescript-eslint/no-explicit-any */
declare function require(path: string): any
declare const module: { exports: any }
/* eslint-enable @typescript-eslint/no-explicit-any */

/** $productCsv checks a Shopify product CSV (internal/productcsv, bound as jsvm.Config.OnInit). */
declare const $productCsv: {
  check(text: string): {
    ok: boolean
    products: number
    rows: number
    errors: { row: number; message: string }[]
    more: number
  }
}

/** $booking renders a booked call's invitation and times (internal/booking/invite, bound as jsvm.Config.OnInit). */
declare const $booking: {
  /** invite is the call's iCalendar object (METHOD REQUEST or CANCEL); it throws on a bad invitation. */
  invite(fields: {
    uid: string
    sequence: number
    method: "REQUEST" | "CANCEL"
    start: string
    end: string
    stamp: string
    summary: string
    description: string
    location: string
    url: string
    organizerName: string
    organizerMail: string
    attendeeName: string
    attendeeMail: string
  }): string
  /** when is a start on zone's clock: "Monday, March 22, 2027 at 9:00 AM (Asia/Tokyo)". */
  when(start: string, zone: string): string
}
