/** The flags that keep Debian's Chromium from stalling on network calls it cannot make here. */
export declare const chromiumArgs: string[]
