import { PRICE_LABEL } from "./price"
import { PROMISE_LAUNCHED } from "./promise"

/** The studio's name, alone: every screen's tab title has it, so the app's entry carries no more than this. */
export const siteName = "launchdesk"

/** Site-wide facts used by the landing page, its SEO tags, robots.txt, sitemap.xml and the web manifest. */
export const site = {
  name: siteName,
  /** The public origin the site is deployed at (no trailing slash): canonical, Open Graph and sitemap URLs use it. */
  url: "https://launchdesk.example",
  title: `Online stores for clothing brands, ${PROMISE_LAUNCHED} · launchdesk`,
  description: `A professional online store for your clothing brand, ${PROMISE_LAUNCHED}. Custom theme, flat ${PRICE_LABEL}, 30+ brands served. Book a free 15-minute intro call.`,
  ogImage: {
    src: "/og-image.png",
    width: 1200,
    height: 630,
    alt: `launchdesk: your brand's online store, ${PROMISE_LAUNCHED}, ${PRICE_LABEL} flat`,
  },
  twitterHandle: "@launchdesk",
  locale: "en_US",
  themeColor: "#141412",
  backgroundColor: "#f6f3ee",
  email: "hello@launchdesk.example",
  /** The year the studio started trading: the footer shows it beside the current year. */
  copyrightYear: 2025,
} as const
