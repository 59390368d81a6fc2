import type * as ToastLib from "react-hot-toast"

type ToastLibrary = typeof ToastLib

let library: ToastLibrary | null = null
let loading: Promise<ToastLibrary> | null = null
const loadedListeners = new Set<(lib: ToastLibrary) => void>()

/**
 * The toast library loads with the first outcome to show, not with the first screen (no screen starts
 * with a toast). AppChrome mounts its Toaster once it has loaded; a toast raised before that shows then.
 */
function loadToasts(): Promise<ToastLibrary> {
  loading ??= import("react-hot-toast").then((lib) => {
    library = lib
    for (const listener of loadedListeners) listener(lib)
    return lib
  })
  return loading
}

/** onToastsLoaded calls back with the toast library once it has loaded (at once if it has). */
export function onToastsLoaded(listener: (lib: ToastLibrary) => void): () => void {
  if (library) listener(library)
  else loadedListeners.add(listener)
  return () => loadedListeners.delete(listener)
}

/**
 * Where the app tells the user how something went, one place per kind of feedback:
 * - a form's outcome (validation, success, failure) shows inside the form, never as a toast;
 * - a list or page that cannot load says so in its own place;
 * - an action with no form of its own (a status select, "Mark as read") reports through showOutcome.
 */

/**
 * showOutcome shows a toast at the bottom of the screen (never over the navigation). `subject` names
 * what the outcome is about (e.g. one order's status): a later outcome for it replaces the earlier one.
 */
export function showOutcome(tone: "success" | "error", message: string, subject: string = message): void {
  if (library) library.toast[tone](message, { id: subject })
  else void loadToasts().then(({ toast }) => toast[tone](message, { id: subject }))
}
