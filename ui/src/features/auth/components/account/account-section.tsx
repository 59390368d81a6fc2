import type { ReactNode } from "react"

/** AccountSection is one titled card of the account page. */
export function AccountSection({
  id,
  title,
  intro,
  children,
}: {
  id: string
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="card account-section" aria-labelledby={id}>
      <h2 id={id} className="account-section__title">
        {title}
      </h2>
      {intro ? <p className="account-section__intro">{intro}</p> : null}
      {children}
    </section>
  )
}
