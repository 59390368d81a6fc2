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
