import { useCallback } from "react"
import { handleApiError } from "@/lib/api-error"
import { useSession } from "./session-store"

const CONFIRM =
  "End your sessions on all devices? Every browser and phone signed in to this account will need to sign in again."

/** useSignOutEverywhere returns the handler of the shell's "End sessions on all devices" action. */
export function useSignOutEverywhere(): () => void {
  const signOutEverywhere = useSession((s) => s.signOutEverywhere)
  return useCallback(() => {
    if (!window.confirm(CONFIRM)) return
    signOutEverywhere().catch((err: unknown) =>
      handleApiError(err, { fallback: "Ending your sessions on all devices failed. Please try again." }),
    )
  }, [signOutEverywhere])
}
