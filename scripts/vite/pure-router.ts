import type { Plugin } from "vite"

/**
 * pureRouter lets the bundler drop the parts of React Router the app does not use. Its build declares
 * contexts and components with top-level calls (`var Link = React10.forwardRef(...)`) and names them for
 * the devtools (`Link.displayName = "Link"`); a bundler must keep both (a call or a property write may have
 * side effects), and with them everything they reach: the data router's links, forms and prefetching.
 * Marking those calls pure and leaving out the names lets what nobody imports go; /auth's first load is
 * 1.9 KB gzip smaller (docs/first-load.md).
 */
export function pureRouter(): Plugin {
  return {
    name: "launchdesk:pure-router",
    apply: "build",
    transform: {
      filter: { id: /\/node_modules\/react-router\/dist\/.*\.mjs$/ },
      handler(code) {
        return code
          .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, "$1/* @__PURE__ */ $2")
          .replace(/^\w+\.displayName = "[^"]*";$/gm, "")
      },
    },
  }
}
