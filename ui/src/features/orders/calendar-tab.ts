/** A browser tab opened during the click, so popup blockers allow it, and pointed at a URL later. */
export interface PendingTab {
  go: (url: string) => void
  cancel: () => void
}

/**
 * openPendingTab opens an empty tab now (inside the submit click) so that the calendar can be shown in
 * it once the order is saved; a browser that still blocks it gets a plain new-tab open at that moment.
 */
export function openPendingTab(): PendingTab {
  const tab = window.open("", "_blank")
  return {
    go: (url) => {
      if (tab && !tab.closed) {
        tab.opener = null // the calendar must not reach back into the portal
        tab.location.href = url
      } else {
        window.open(url, "_blank", "noopener,noreferrer")
      }
    },
    cancel: () => tab?.close(),
  }
}
