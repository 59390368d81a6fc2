// The image manifest is written by scripts/build-images.mjs from ui/images-src into image-manifest.json (do not edit
// that file: run `npm run images`); this module gives its entries their types.
import manifest from "./image-manifest.json"

/** An image's intrinsic size and the widths it is cut to. */
export interface ImageEntry {
  width: number
  height: number
  widths: readonly number[]
}

/** The name of an image in ui/images-src (group/name, no extension). */
export type ImageName = keyof typeof manifest.images

/** Intrinsic size of each source image and the widths served as /images/<name>-<width>.avif|.webp. */
export const imageManifest: Record<ImageName, ImageEntry> = manifest.images
