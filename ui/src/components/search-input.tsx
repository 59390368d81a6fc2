import { useEffect, useRef, useState } from "react"

interface SearchInputProps {
  id: string
  label: string
  placeholder?: string
  /** The committed search (from the URL). */
  value: string
  /** Called 300 ms after typing stops, or at once on Enter. */
  onCommit: (value: string) => void
}

/** SearchInput is a labelled search box that commits as you type, debounced, and follows outside changes. */
export function SearchInput({ id, label, placeholder, value, onCommit }: SearchInputProps) {
  const [text, setText] = useState(value)
  const [committed, setCommitted] = useState(value)
  // The URL changed from elsewhere (back button, a link): show what it says now.
  if (value !== committed) {
    setCommitted(value)
    setText(value)
  }

  // The latest callback, so that a parent's re-render does not restart the debounce.
  const commit = useRef(onCommit)
  useEffect(() => {
    commit.current = onCommit
  })
  useEffect(() => {
    if (text.trim() === value.trim()) return
    const timer = setTimeout(() => commit.current(text.trim()), 300)
    return () => clearTimeout(timer)
  }, [text, value])

  return (
    <form
      role="search"
      // Laid out as every field is (forms.css): the label above its box.
      className="field search-input"
      onSubmit={(e) => {
        e.preventDefault()
        onCommit(text.trim())
      }}
    >
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="input"
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
      />
    </form>
  )
}
