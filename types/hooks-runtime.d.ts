// What the hooks' runtime gives beyond pb_data/types.d.ts (PocketBase's declarations): goja's CommonJS `require`
// and `module` (the hooks share code with require(`${__hooks}/lib/...`)), and the globals launchdesk binds in Go.

declare function require(path: string): any
declare var module: { exports: any }

/** $productCsv checks a Shopify product CSV (internal/productcsv, bound as jsvm.Config.OnInit). */
declare var $productCsv: {
  check(text: string): {
    ok: boolean
    products: number
    rows: number
    errors: { row: number; message: string }[]
    more: number
  }
}
