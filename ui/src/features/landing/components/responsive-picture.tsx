import type { ReactEventHandler } from "react"
import type { GalleryImage } from "@/content/gallery"
import { imageManifest } from "@/content/image-manifest"

interface Props {
  image: GalleryImage
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string
  /** "eager" only for images likely visible on first paint; the rest wait until they near the viewport. */
  loading?: "eager" | "lazy"
  /** Overrides the content's alt text, e.g. "" for a decorative duplicate. */
  alt?: string
  className?: string
  onError?: ReactEventHandler<HTMLImageElement>
}

/** ResponsivePicture serves AVIF with a WebP fallback in every width the image pipeline made. */
export function ResponsivePicture({ image, sizes, loading = "lazy", alt, className, onError }: Props) {
  const entry = imageManifest[image.src]
  const base = `/images/${image.src}`
  const srcSet = (format: string) => entry.widths.map((w) => `${base}-${w}.${format} ${w}w`).join(", ")
  const fallback = entry.widths[Math.min(1, entry.widths.length - 1)] ?? entry.width
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <img
        src={`${base}-${fallback}.webp`}
        srcSet={srcSet("webp")}
        sizes={sizes}
        width={entry.width}
        height={entry.height}
        alt={alt ?? image.alt}
        loading={loading}
        decoding="async"
        onError={onError}
      />
    </picture>
  )
}
