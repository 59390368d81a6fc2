import type { ImageName } from "./image-manifest"

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

/** The 13 brand-store screenshots of the social proof strip. */
export const brandStores: readonly GalleryImage[] = [
  { src: "brands/oda-studio", alt: "Oda Studio store: minimalist Scandinavian basics", brand: "Oda Studio" },
  {
    src: "brands/pale-fire",
    alt: "Pale Fire Goods store: vintage-washed graphic tees",
    brand: "Pale Fire Goods",
  },
  { src: "brands/loom-lark", alt: "Loom & Lark store: handwoven scarves and shawls", brand: "Loom & Lark" },
  {
    src: "brands/coastline-club",
    alt: "Coastline Club store: resort shirts and swimwear",
    brand: "Coastline Club",
  },
  {
    src: "brands/hinterland-wool",
    alt: "Hinterland Wool store: merino jumpers and beanies",
    brand: "Hinterland Wool",
  },
  {
    src: "brands/ember-athletics",
    alt: "Ember Athletics store: performance running gear",
    brand: "Ember Athletics",
  },
  {
    src: "brands/velour-society",
    alt: "Velour Society store: tracksuits in rich colours",
    brand: "Velour Society",
  },
  {
    src: "brands/north-paddock",
    alt: "North Paddock store: workwear jackets and trousers",
    brand: "North Paddock",
  },
  {
    src: "brands/juniper-thread",
    alt: "Juniper Thread store: linen dresses and tops",
    brand: "Juniper Thread",
  },
  { src: "brands/atlas-denim", alt: "Atlas Denim store: raw selvedge jeans", brand: "Atlas Denim" },
  {
    src: "brands/saltwater-kids",
    alt: "Saltwater Kids store: organic cotton kidswear",
    brand: "Saltwater Kids",
  },
  {
    src: "brands/monarch-knit",
    alt: "Monarch Knitwear store: cardigans and polo knits",
    brand: "Monarch Knitwear",
  },
  {
    src: "brands/fieldnote",
    alt: "Fieldnote Basics store: everyday hoodies and tees",
    brand: "Fieldnote Basics",
  },
]

/** The brand marks of the hero's "Join 30+ Brands" card (logos of brands from the strip). */
export const brandMarks: readonly GalleryImage[] = [
  { src: "marks/oda-studio", alt: "Oda Studio", brand: "Oda Studio" },
  { src: "marks/pale-fire", alt: "Pale Fire Goods", brand: "Pale Fire Goods" },
  { src: "marks/loom-lark", alt: "Loom & Lark", brand: "Loom & Lark" },
  { src: "marks/coastline-club", alt: "Coastline Club", brand: "Coastline Club" },
]
