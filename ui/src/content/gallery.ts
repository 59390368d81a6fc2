import strip from "./brand-strip.json"
import { imageManifest, type ImageName } from "./image-manifest"

/** The name of an image of one group of ui/images-src ("brands", "marks"), without the group. */
type NameIn<G extends string> = ImageName extends infer N
  ? N extends `${G}/${infer Name}`
    ? Name
    : never
  : never

/** An image shown on the landing page: `src` names a file of ui/images-src (group/name, no extension). */
export interface GalleryImage {
  src: ImageName
  alt: string
  /** The brand whose store the image shows. */
  brand: string
}

/** A past project of the carousel: its image and a one-line description. */
export interface PortfolioProject extends GalleryImage {
  category: string
}

/** The 4 past projects of the carousel. */
export const portfolio: readonly PortfolioProject[] = [
  {
    src: "portfolio/noir-atelier",
    alt: "Noir Atelier store home page: black tailoring collection with a product grid",
    brand: "Noir Atelier",
    category: "Tailoring · new store",
  },
  {
    src: "portfolio/drift-supply",
    alt: "Drift Supply store home page: surf streetwear hero, hoodies, tees and shorts",
    brand: "Drift Supply",
    category: "Surf streetwear · new store",
  },
  {
    src: "portfolio/maison-verre",
    alt: "Maison Verre store home page: pastel womenswear lookbook and new arrivals",
    brand: "Maison Verre",
    category: "Womenswear · redesign",
  },
  {
    src: "portfolio/sable-stone",
    alt: "Sable & Stone store home page: earth-toned knitwear collection",
    brand: "Sable & Stone",
    category: "Knitwear · new store",
  },
]

/** A screenshot of the strip: `brands/<name>`, its alt text "<brand> store: <what it sells>". The name must be an
 * image of ui/images-src/brands (the manifest says which): a wrong one fails as the module loads. */
function store({ name, brand, sells }: { name: string; brand: string; sells: string }): GalleryImage {
  const src = `brands/${name}`
  if (!(src in imageManifest))
    throw new Error(`gallery.ts: brand-strip.json names ${name}, which is no image of brands/`)
  return { src: src as ImageName, alt: `${brand} store: ${sells}`, brand }
}

/** The brand-store screenshots of the social proof strip, in brand-strip.json (name, brand, what it sells). */
export const brandStores: readonly GalleryImage[] = strip.map(store)

/** A brand mark (`marks/<name>`) of a brand from the strip, named by the strip's brand name. */
function mark(name: NameIn<"marks"> & NameIn<"brands">): GalleryImage {
  const store = brandStores.find((s) => s.src === `brands/${name}`)
  if (!store) throw new Error(`gallery.ts: the mark ${name} is of no brand of the strip`)
  return { src: `marks/${name}`, alt: store.brand, brand: store.brand }
}

/** The brand marks of the hero's "Join 30+ Brands" card (logos of brands from the strip). */
export const brandMarks: readonly GalleryImage[] = [
  mark("oda-studio"),
  mark("pale-fire"),
  mark("loom-lark"),
  mark("coastline-club"),
]
