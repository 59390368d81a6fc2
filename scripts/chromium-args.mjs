// The flags that keep Debian's Chromium from stalling on network calls it cannot make here: one list for the browser
// tests and the screenshot script (through playwrightChromiumArgs below) and the Lighthouse bench (bench/web.mjs).
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

/**
 * The features Playwright 1.65 turns off in every Chromium it launches (chromiumSwitches.ts). Chromium reads only the
 * last --disable-features it is given, so a launch that turns off features of its own must repeat these;
 * tests/e2e/chromium-flags.test.ts fails when Playwright's list grows past this one.
 */
export const playwrightDisabledFeatures = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
]

/**
 * Browser machinery that costs a test run processes and nothing else: each new context (a window) preloads the
 * WebUI omnibox popup in a renderer of its own, and every page gets a spare renderer kept warm for its next
 * navigation. Without them a new context and its first page start two renderers instead of four, and the pair costs
 * about 0.9 s of CPU instead of 1.5 s (docs/testing.md, "Speed"). What a page renders is unchanged.
 */
export const idleRendererFeatures = [
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
  "WebUIOmniboxFullPopup",
  "SpareRendererForSitePerProcess",
]

/** The flags for Chromium launched by Playwright (the tests, the screenshot script): chromiumArgs and the above. */
export const playwrightChromiumArgs = [
  ...chromiumArgs,
  `--disable-features=${[...playwrightDisabledFeatures, ...idleRendererFeatures].join(",")}`,
]
