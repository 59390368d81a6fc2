import { useCallback } from "react"
import { handleApiError } from "@/lib/api-error"
import { useSession } from "./session-store"

/** useSignOutEverywhere returns the action behind "End sessions on all devices" (the shell asks first). */
export function useSignOutEverywhere(): () => void {
  const signOutEverywhere = useSession((s) => s.signOutEverywhere)
  return useCallback(() => {
    signOutEverywhere().catch((err: unknown) =>
      handleApiError(err, { fallback: "Ending your sessions on all devices failed. Please try again." }),
    )
  }, [signOutEverywhere])
}
