// The flags that keep Debian's Chromium from stalling on network calls it cannot make here: one list for the browser
// tests (tests/support/browser.ts), the Lighthouse bench (bench/web.mjs) and the screenshot script.
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]
