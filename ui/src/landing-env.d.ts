/** The year the UI was built (vite.config.ts `define`): the prerendered footer shows it until hydration. */
declare const __BUILD_YEAR__: number
