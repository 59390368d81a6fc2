import type { ReactNode } from "react"

/** Alert shows an error (red, announced at once) or a success message. */
export function Alert({ tone = "error", children }: { tone?: "error" | "success"; children: ReactNode }) {
  return (
    <div className={`alert alert--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  )
}
