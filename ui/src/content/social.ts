/** The studio's social profiles, shown in the footer. `icon` picks the drawn glyph. */
export interface SocialLink {
  label: string
  href: string
  icon: "instagram" | "x" | "linkedin" | "tiktok"
}

export const socialLinks: readonly SocialLink[] = [
  { label: "launchdesk on Instagram", href: "https://www.instagram.com/launchdesk", icon: "instagram" },
  { label: "launchdesk on TikTok", href: "https://www.tiktok.com/@launchdesk", icon: "tiktok" },
  { label: "launchdesk on X", href: "https://x.com/launchdesk", icon: "x" },
  { label: "launchdesk on LinkedIn", href: "https://www.linkedin.com/company/launchdesk", icon: "linkedin" },
]
