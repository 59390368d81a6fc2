/** displayName turns a stored file name ("logo_a1b2c3d4e5.png") back into what was uploaded ("logo.png"). */
export function displayName(stored: string): string {
  return stored.replace(/_[a-z0-9]{10}(\.[^.]*)?$/i, "$1")
}

/** isImage tells whether a stored file can have a thumbnail. */
export function isImage(stored: string): boolean {
  return /\.(png|jpe?g|gif|webp)$/i.test(stored)
}

/** fileKind is the short type shown on a file without a thumbnail ("PDF", "ZIP"; "FILE" without an extension). */
export function fileKind(stored: string): string {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(displayName(stored))?.[1]
  return ext ? ext.toUpperCase() : "FILE"
}
