import type { IntakeItemName, LaunchStep } from "./types"

/** Each step as the client and the studio read it: its name and what happens in it. */
export const STEP_COPY: Record<LaunchStep, { name: string; what: string }> = {
  approved: { name: "Approved", what: "The studio accepted your order and plans the build." },
  intake: {
    name: "Brand intake",
    what: "You send your logo, brand colours and fonts, product list, policies and domain.",
  },
  access: { name: "Store access", what: "The studio gets access to the store it builds in." },
  building: { name: "Building", what: "The studio builds your store." },
  preview: { name: "Preview", what: "You review the preview and tell the studio what to change." },
  launched: { name: "Launched", what: "Your store is live." },
}

/** The intake items as people read them, with a hint of what answers them. */
export const ITEM_COPY: Record<IntakeItemName, { name: string; hint: string }> = {
  logo: { name: "Logo", hint: "Upload your logo files (SVG or PNG work best)." },
  colors_fonts: {
    name: "Brand colours and fonts",
    hint: "Type your colour codes and font names, or upload a guide.",
  },
  products: {
    name: "Product list",
    hint: "Upload Shopify's product CSV, or tell us where the products are.",
  },
  policies: { name: "Policies (shipping, returns)", hint: "Paste your policies, or upload them." },
  domain: { name: "Domain", hint: "Type your domain and where it is registered." },
}
