import type { ImageName } from "./image-manifest"

/** An image shown on the landing page: `src` names a file of ui/images-src (group/name, no extension). */
export interface GalleryImage {
  src: ImageName
  alt: string
}

/** The 4 past projects of the carousel. */
export const portfolio: readonly GalleryImage[] = [
  {
    src: "portfolio/noir-atelier",
    alt: "Noir Atelier store home page: black tailoring collection with a product grid",
  },
  {
    src: "portfolio/drift-supply",
    alt: "Drift Supply store home page: surf streetwear hero and best sellers",
  },
  {
    src: "portfolio/maison-verre",
    alt: "Maison Verre store home page: pastel womenswear lookbook and new arrivals",
  },
  { src: "portfolio/sable-stone", alt: "Sable & Stone store home page: earth-toned knitwear collection" },
]

/** The 13 brand-store screenshots of the social proof strip. */
export const brandStores: readonly GalleryImage[] = [
  { src: "brands/oda-studio", alt: "Oda Studio store: minimalist Scandinavian basics" },
  { src: "brands/pale-fire", alt: "Pale Fire Goods store: vintage-washed graphic tees" },
  { src: "brands/loom-lark", alt: "Loom & Lark store: handwoven scarves and shawls" },
  { src: "brands/coastline-club", alt: "Coastline Club store: resort shirts and swimwear" },
  { src: "brands/hinterland-wool", alt: "Hinterland Wool store: merino jumpers and beanies" },
  { src: "brands/ember-athletics", alt: "Ember Athletics store: performance running gear" },
  { src: "brands/velour-society", alt: "Velour Society store: tracksuits in rich colours" },
  { src: "brands/north-paddock", alt: "North Paddock store: workwear jackets and trousers" },
  { src: "brands/juniper-thread", alt: "Juniper Thread store: linen dresses and tops" },
  { src: "brands/atlas-denim", alt: "Atlas Denim store: raw selvedge jeans" },
  { src: "brands/saltwater-kids", alt: "Saltwater Kids store: organic cotton kidswear" },
  { src: "brands/monarch-knit", alt: "Monarch Knitwear store: cardigans and polo knits" },
  { src: "brands/fieldnote", alt: "Fieldnote Basics store: everyday hoodies and tees" },
]
