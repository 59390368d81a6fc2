import "@testing-library/jest-dom/vitest"
import { cleanup } from "@testing-library/react"
import { afterEach } from "vitest"

afterEach(() => cleanup())

// jsdom's default stylesheet lacks <wbr>, so accessible names got spaces where browsers put none.
const uaStyles = document.createElement("style")
uaStyles.textContent = "wbr { display: inline; }"
document.head.append(uaStyles)
