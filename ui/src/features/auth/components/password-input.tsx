import { type InputHTMLAttributes, useState } from "react"

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { id: string }

/** PasswordInput is a password field with a button that shows or hides what was typed. */
export function PasswordInput({ className = "input", ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false)
  return (
    <div className="password-input">
      <input {...props} className={className} type={visible ? "text" : "password"} />
      <button
        type="button"
        className="password-input__toggle"
        aria-controls={props.id}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        <EyeIcon crossed={visible} />
        <span className="visually-hidden">{visible ? "Hide password" : "Show password"}</span>
      </button>
    </div>
  )
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  )
}
