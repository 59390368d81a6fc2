import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react"
import type { FieldControlProps } from "@/components/form-field"
import { handleApiError } from "@/lib/api-error"
import { getClient, searchClients } from "../api"
import type { ClientOption } from "../types"
import "./client-picker.css"
import { Wrappable } from "@/components/wrappable"

interface ClientPickerProps {
  control: FieldControlProps
  /** The chosen client's id, "" for none. */
  value: string
  onChange: (clientId: string) => void
}

interface Results {
  items: ClientOption[]
  total: number
}

/**
 * ClientPicker is a combobox that searches every client on the server by name or e-mail
 * (the original listed only the first 50). A preselected id is looked up to show its name.
 */
export function ClientPicker({ control, value, onChange }: ClientPickerProps) {
  const listId = useId()
  const [chosen, setChosen] = useState<ClientOption | null>(null)
  const [text, setText] = useState("")
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const [results, setResults] = useState<Results | null>(null)
  const [focusInput, setFocusInput] = useState(false)
  const latestOnChange = useRef(onChange)
  useEffect(() => {
    latestOnChange.current = onChange
  })

  // An id from outside (?user=) that this picker has not shown yet: fetch its name.
  useEffect(() => {
    if (!value || chosen?.id === value) return
    let gone = false
    getClient(value)
      .then((client) => !gone && setChosen(client))
      .catch((err: unknown) => {
        if (gone) return
        const message = handleApiError(err, {
          fallback: "That client could not be found; choose one from the list.",
        })
        if (message !== null) latestOnChange.current("")
      })
    return () => {
      gone = true
    }
  }, [value, chosen])

  useEffect(() => {
    if (!open) return
    const timer = setTimeout(() => {
      searchClients(text)
        .then((r) => {
          setResults(r)
          setActive(0)
        })
        .catch((err: unknown) => handleApiError(err, { toast: false }))
    }, 200)
    return () => clearTimeout(timer)
  }, [text, open])

  const choose = (client: ClientOption) => {
    setChosen(client)
    setOpen(false)
    setText("")
    onChange(client.id)
  }

  if (value && chosen?.id === value) {
    return (
      <div className="client-picker__chosen" id={control.id} tabIndex={-1}>
        <span className="client-picker__who">
          <span className="client-picker__name">{chosen.name}</span>
          <Wrappable className="client-picker__email" text={chosen.email} />
        </span>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => {
            onChange("")
            setFocusInput(true)
          }}
        >
          Change client
        </button>
      </div>
    )
  }

  const items = results?.items ?? []
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault()
      setOpen(true)
      const step = e.key === "ArrowDown" ? 1 : -1
      setActive((i) => (items.length ? (i + step + items.length) % items.length : 0))
    } else if (e.key === "Enter" && open && items[active]) {
      e.preventDefault()
      choose(items[active])
    } else if (e.key === "Escape") {
      setOpen(false)
    }
  }

  const optionId = (i: number) => `${listId}-option-${i}`
  return (
    <div className="client-picker">
      <input
        {...control}
        type="text"
        role="combobox"
        className="input"
        placeholder="Name or e-mail"
        autoComplete="off"
        autoFocus={focusInput}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && items[active] ? optionId(active) : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" className="client-picker__list" hidden={!open} aria-label="Clients">
        {items.map((client, i) => (
          <li
            key={client.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className="client-picker__option"
            onMouseDown={(e) => {
              e.preventDefault()
              choose(client)
            }}
          >
            <span className="client-picker__name">{client.name}</span>
            <Wrappable className="client-picker__email" text={client.email} />
          </li>
        ))}
        {results && items.length === 0 ? (
          <li className="client-picker__note">No client matches “{text}”.</li>
        ) : null}
        {results && results.total > items.length ? (
          <li className="client-picker__note">
            {items.length} of {results.total} clients; type more of a name or e-mail to narrow.
          </li>
        ) : null}
      </ul>
    </div>
  )
}
