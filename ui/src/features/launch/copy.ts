import lists from "../../../../pb_hooks/lib/steps.json"
import { INTAKE_ITEMS, type IntakeItemName, LAUNCH_STEPS, type LaunchStep } from "./types"

// The steps' and items' names are pb_hooks/lib/steps.json's (the e-mails and history name them the same way); what
// happens in a step and what answers an item are the screens' own words.

const STEP_WHAT: Record<LaunchStep, string> = {
  approved: "The studio accepted your order and plans the build.",
  intake: "You send your logo, brand colours and fonts, product list, policies and domain.",
  access: "The studio gets access to the store it builds in.",
  building: "The studio builds your store.",
  preview: "You review the preview and tell the studio what to change.",
  launched: "Your store is live.",
}

const ITEM_HINT: Record<IntakeItemName, string> = {
  logo: "Upload your logo files (SVG or PNG work best).",
  colors_fonts: "Type your colour codes and font names, or upload a guide.",
  products: "Upload Shopify's product CSV, or tell us where the products are.",
  policies: "Paste your policies, or upload them.",
  domain: "Type your domain and where it is registered.",
}

/** Each step as the client and the studio read it: its name and what happens in it. */
export const STEP_COPY = Object.fromEntries(
  LAUNCH_STEPS.map((s) => [s, { name: lists.stepNames[s], what: STEP_WHAT[s] }]),
) as Record<LaunchStep, { name: string; what: string }>

/** The intake items as people read them, with a hint of what answers them. */
export const ITEM_COPY = Object.fromEntries(
  INTAKE_ITEMS.map((i) => [i, { name: lists.itemNames[i], hint: ITEM_HINT[i] }]),
) as Record<IntakeItemName, { name: string; hint: string }>
