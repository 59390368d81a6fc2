import { fileURLToPath } from "node:url"

/** The repository root. */
export const repoRoot = fileURLToPath(new URL("../..", import.meta.url))

/** The binary under test: LAUNCHDESK_BIN, or ./launchdesk at the repo root. */
export const binaryPath = process.env.LAUNCHDESK_BIN ?? `${repoRoot}launchdesk`

/** Where e2e screenshots and other artefacts go. */
export const artefactsDir = `${repoRoot}test-results`
