import type { ImageName } from "./image-manifest"

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

/** A screenshot of the strip: `brands/<name>`, its alt text "<brand> store: <what it sells>". */
const store = (name: NameIn<"brands">, brand: string, sells: string): GalleryImage => ({
  src: `brands/${name}`,
  alt: `${brand} store: ${sells}`,
  brand,
})

/** The 13 brand-store screenshots of the social proof strip. */
export const brandStores: readonly GalleryImage[] = [
  store("oda-studio", "Oda Studio", "minimalist Scandinavian basics"),
  store("pale-fire", "Pale Fire Goods", "vintage-washed graphic tees"),
  store("loom-lark", "Loom & Lark", "handwoven scarves and shawls"),
  store("coastline-club", "Coastline Club", "resort shirts and swimwear"),
  store("hinterland-wool", "Hinterland Wool", "merino jumpers and beanies"),
  store("ember-athletics", "Ember Athletics", "performance running gear"),
  store("velour-society", "Velour Society", "tracksuits in rich colours"),
  store("north-paddock", "North Paddock", "workwear jackets and trousers"),
  store("juniper-thread", "Juniper Thread", "linen dresses and tops"),
  store("atlas-denim", "Atlas Denim", "raw selvedge jeans"),
  store("saltwater-kids", "Saltwater Kids", "organic cotton kidswear"),
  store("monarch-knit", "Monarch Knitwear", "cardigans and polo knits"),
  store("fieldnote", "Fieldnote Basics", "everyday hoodies and tees"),
]

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
