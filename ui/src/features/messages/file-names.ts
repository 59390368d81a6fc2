/** displayName turns a stored file name ("logo_a1b2c3d4e5.png") back into what was uploaded ("logo.png"). */
export function displayName(stored: string): string {
  return stored.replace(/_[a-z0-9]{10}(\.[^.]*)?$/i, "$1")
}

/** isImage tells whether a stored file can have a thumbnail. */
export function isImage(stored: string): boolean {
  return /\.(png|jpe?g|gif|webp)$/i.test(stored)
}
