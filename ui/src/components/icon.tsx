import type { ReactNode, SVGProps } from "react"

export type IconProps = SVGProps<SVGSVGElement> & { title?: string }

export function Icon({ title, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  )
}

export const CheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 6 9 17l-5-5" />
  </Icon>
)
const eye = (
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>
)
export const EyeIcon = (p: IconProps) => <Icon {...p}>{eye}</Icon>
export const EyeOffIcon = (p: IconProps) => (
  <Icon {...p}>
    {eye}
    <path d="M3 3l18 18" />
  </Icon>
)
