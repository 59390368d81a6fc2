/** The year the UI was built (vite.config.ts `define`): the prerendered footer shows it until hydration. */
declare const __BUILD_YEAR__: number

/** Whether this build prerenders the pages (vite.config.ts `define`): the price is then the server's slots. */
declare const __PRICE_SLOTS__: boolean
