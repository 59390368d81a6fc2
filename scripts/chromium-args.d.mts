/** The flags that keep Debian's Chromium from stalling on network calls it cannot make here. */
export declare const chromiumArgs: string[]
/** The features Playwright turns off in every Chromium it launches (repeated: Chromium reads the last list only). */
export declare const playwrightDisabledFeatures: string[]
/** The features that start renderers a test never uses (the omnibox popup's, the spare one). */
export declare const idleRendererFeatures: string[]
/** chromiumArgs plus one --disable-features with both lists above, for Chromium launched by Playwright. */
export declare const playwrightChromiumArgs: string[]
