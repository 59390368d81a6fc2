import { type InputHTMLAttributes, useState } from "react"
import { EyeIcon, EyeOffIcon } from "@/components/icon"
import "./password-input.css"

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
        {visible ? <EyeOffIcon /> : <EyeIcon />}
        <span className="visually-hidden">{visible ? "Hide password" : "Show password"}</span>
      </button>
    </div>
  )
}
