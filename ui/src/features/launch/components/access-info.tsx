import { Wrappable } from "@/components/wrappable"
import { PROMISE_WORDS } from "@/content/promise"
import { site } from "@/content/site"
import type { Launch } from "../types"

const SHOPIFY_STEPS = [
  { key: "code_received", name: "Code received" },
  { key: "request_sent", name: "Request sent" },
  { key: "approve", name: "Approve us in Shopify" },
  { key: "granted", name: "Access granted" },
] as const

// a step is reached once the access state is at it or past it (approving us in Shopify is reached once granted)
function reached(launch: Launch, key: (typeof SHOPIFY_STEPS)[number]["key"]): boolean {
  const at = SHOPIFY_STEPS.findIndex((s) => s.key === launch.access)
  return at >= 0 && at >= SHOPIFY_STEPS.findIndex((s) => s.key === key)
}

/** DevStore: the development-store path, told to each side, before and after launch. */
function DevStore({ launch, audience }: { launch: Launch; audience: "client" | "admin" }) {
  const launched = launch.step === "launched"
  if (audience === "admin") {
    return (
      <p className="access__dev">
        {launched
          ? "Built on the studio's development store and transferred to the client at launch."
          : "Not on Shopify: build it on the studio's development store and transfer it to the client at launch."}
      </p>
    )
  }
  return (
    <p className="access__dev">
      {launched
        ? "The studio built your store on its own Shopify development store and transferred it to you at launch."
        : "Your order is not on Shopify yet, so the studio builds your store on its own Shopify development store " +
          "and transfers it to you at launch. Nothing to do here."}
    </p>
  )
}

/** CodeNeeded: the client said the store is on Shopify and has not given the collaborator code yet. */
function CodeNeeded({ audience }: { audience: "client" | "admin" }) {
  return (
    <p className="access__dev">
      {audience === "client"
        ? `You told us your store is on Shopify: share its collaborator code so ${site.name} can ask for access ` +
          `to it. The ${PROMISE_WORDS.dayAdjective} clock starts once the store access is complete.`
        : "The client said the store is on Shopify and has not shared the collaborator code yet: the client is " +
          "reminded, and can send it on the order page."}
    </p>
  )
}

/** AccessInfo: the Shopify access steps and where to approve the studio, or the development-store path. */
export function AccessInfo({ launch, audience }: { launch: Launch; audience: "client" | "admin" }) {
  if (!launch.shopify) return <DevStore launch={launch} audience={audience} />
  if (launch.access === "code_needed") return <CodeNeeded audience={audience} />
  const awaitingApproval = launch.access === "request_sent"
  return (
    <div className="access">
      <ol className="access__steps">
        {SHOPIFY_STEPS.map((s) => (
          <li
            key={s.key}
            className={reached(launch, s.key) ? "access__step access__step--done" : "access__step"}
          >
            {s.name}
            {reached(launch, s.key) ? <span className="visually-hidden"> (done)</span> : null}
            {s.key === "request_sent" && launch.store_domain ? (
              <>
                {" to "}
                <Wrappable text={launch.store_domain} />
              </>
            ) : null}
          </li>
        ))}
      </ol>
      {awaitingApproval ? (
        <div className="access__how">
          <p>
            {audience === "client"
              ? `Approve ${site.name} in your Shopify admin:`
              : "The client approves the request in the Shopify admin:"}
          </p>
          <ol>
            <li>
              Sign in at{" "}
              <strong>
                <Wrappable text={`${launch.store_domain}/admin`} />
              </strong>
              .
            </li>
            <li>
              Open <strong>Settings → Users</strong> (Users and permissions).
            </li>
            <li>
              Under <strong>Collaborators</strong>, open the request from <strong>{site.name}</strong>.
            </li>
            <li>
              Check the permissions and select <strong>Accept request</strong>.
            </li>
          </ol>
        </div>
      ) : null}
    </div>
  )
}
