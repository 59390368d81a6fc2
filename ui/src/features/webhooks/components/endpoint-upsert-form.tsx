import { type FormEvent, useState } from "react"
import { FormField } from "@/components/form-field"
import { type FieldErrors, handleApiError } from "@/lib/api-error"
import { showOutcome } from "@/lib/feedback"
import { addEndpoint } from "../api"

/** EndpointUpsertForm adds an endpoint: its URL and a checkbox per event (every event ticked at first). */
export function EndpointUpsertForm({ events, onAdded }: { events: string[]; onAdded: () => void }) {
  const [url, setUrl] = useState("")
  const [chosen, setChosen] = useState<string[]>(events)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setErrors({})
    try {
      await addEndpoint(url.trim(), chosen)
      setUrl("")
      showOutcome("success", "Endpoint added. Its secret is below.")
      onAdded()
    } catch (err) {
      handleApiError(err, { onFieldErrors: setErrors })
    } finally {
      setBusy(false)
    }
  }

  const toggle = (name: string, on: boolean) =>
    setChosen(on ? events.filter((e) => e === name || chosen.includes(e)) : chosen.filter((e) => e !== name))

  return (
    <form className="webhooks__form card" onSubmit={(e) => void submit(e)}>
      <FormField id="webhook-url" label="Endpoint URL" error={errors.url}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="url"
            inputMode="url"
            required
            placeholder="https://hooks.zapier.com/hooks/catch/…"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        )}
      </FormField>
      <fieldset
        className="webhooks__events"
        aria-describedby={errors.events ? "webhook-events-error" : undefined}
      >
        <legend>Events to send</legend>
        {events.map((name) => (
          <label key={name} className="webhooks__event">
            <input
              type="checkbox"
              checked={chosen.includes(name)}
              onChange={(e) => toggle(name, e.target.checked)}
            />{" "}
            <code>{name}</code>
          </label>
        ))}
        {errors.events ? (
          <p id="webhook-events-error" className="field__error">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      <button className="button button--accent" type="submit" disabled={busy}>
        Add endpoint
      </button>
    </form>
  )
}
