import { useEffect, useRef } from "react"
import { brandStores } from "@/content/gallery"
import { useMarquee } from "../hooks/use-marquee"
import { ResponsivePicture } from "./responsive-picture"

const sizes = "(min-width: 768px) 320px, 240px"

/** BrandStrip: the 13 brand screenshots, twice, moving 1 px per frame; the copy is hidden from assistive tech. */
export function BrandStrip() {
  const viewportRef = useRef<HTMLDivElement>(null)
  const trackRef = useRef<HTMLDivElement>(null)
  const reported = useRef(new Set<number>())
  useMarquee(viewportRef, trackRef)

  // Logged once per image even though each one is shown twice (specification, section 8).
  const report = (n: number) => {
    if (reported.current.has(n)) return
    reported.current.add(n)
    console.error(`Failed to load image ${n}`)
  }

  // An image that failed before hydration fired its error event before React listened: find it now.
  useEffect(() => {
    const images = viewportRef.current?.querySelectorAll("img") ?? []
    images.forEach((img, k) => {
      if (img.complete && img.currentSrc && img.naturalWidth === 0) report((k % brandStores.length) + 1)
    })
  }, [])

  return (
    <div ref={viewportRef} className="lp-strip" data-paused="true">
      <div ref={trackRef} className="lp-strip__track">
        {[0, 1].map((copy) => (
          <ul key={copy} className="lp-strip__list" aria-hidden={copy === 1 ? true : undefined}>
            {brandStores.map((brand, i) => (
              <li key={brand.src} className="lp-strip__item">
                <ResponsivePicture
                  image={brand}
                  sizes={sizes}
                  alt={copy === 1 ? "" : brand.alt}
                  onError={() => report(i + 1)}
                />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  )
}
