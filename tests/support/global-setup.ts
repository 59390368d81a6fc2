import { execFileSync } from "node:child_process"
import { existsSync } from "node:fs"
import { binaryPath } from "./paths"

/** Builds the binary once per run when it is missing (make test builds it first, so usually a no-op). */
export default function setup(): void {
  if (!existsSync(binaryPath)) {
    execFileSync("make", ["build"], { stdio: "inherit" })
  }
}
