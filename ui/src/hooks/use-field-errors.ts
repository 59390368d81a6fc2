import { useCallback, useState } from "react"
import type { FieldErrors } from "@/lib/api-error"

/**
 * useFieldErrors holds a form's per-field messages and keeps them true to the field: once a field has
 * a message, every edit re-checks it with `validate` (the form's own rules), so the message goes as
 * soon as the field is valid and changes when another rule now applies. A message the rules cannot
 * re-check (one the server sent) goes at the field's first edit. Untouched fields stay quiet until submit.
 */
export function useFieldErrors<V>(validate?: (values: V) => FieldErrors) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const follow = useCallback(
    (field: string, values: V) =>
      setErrors((current) => {
        if (!(field in current)) return current
        const next = { ...current }
        const message = validate?.(values)[field]
        if (message) next[field] = message
        else delete next[field]
        return next
      }),
    [validate],
  )
  return { errors, setErrors, follow }
}
