import { useState } from "react"

/** The devices whose main pointer is a finger: phones and tablets, where Return is the keyboard's new line. */
const TOUCH_QUERY = "(pointer: coarse)"

/**
 * useTouchKeyboard tells whether the device types on a touch screen's keyboard: there Return writes a
 * new line (a phone keyboard has no Shift+Return a person would find) and a button sends. Read once per
 * mount: a device does not change what it is while a form is open.
 */
export function useTouchKeyboard(): boolean {
  const [touch] = useState(() => typeof matchMedia === "function" && matchMedia(TOUCH_QUERY).matches)
  return touch
}
