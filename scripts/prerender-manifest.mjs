// What the prerendered pages fetch, read from Vite's build manifest (pb_public/.vite/manifest.json).
import { fail } from "./prerender-lib.mjs"

/**
 * manifestKeys names an area shell's modules as Vite's build manifest does: a route module grouped into
 * its area's chunk (vite.config.ts) is known there by that chunk's name.
 */
export function manifestKeys(manifest, { modules, chunk }) {
  return modules.map(
    (m) => (manifest[m] ? m : Object.keys(manifest).find((k) => manifest[k].name === chunk)) ?? m,
  )
}

/**
 * moduleFiles lists the files that the given modules of Vite's build manifest (keys relative to ui/) need,
 * with every chunk and stylesheet they import, leaving out what the entry's own tags already fetch.
 */
export function moduleFiles(manifest, modules, alreadyFetched) {
  const scripts = new Set()
  const styles = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk) fail(`the build has no module ${key}; does router.tsx still import it?`)
    if (scripts.has(chunk.file)) return
    scripts.add(chunk.file)
    for (const css of chunk.css ?? []) styles.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  modules.forEach(visit)
  const fresh = (file) => !alreadyFetched.includes(`/${file}`)
  return {
    scripts: [...scripts].filter(fresh).map((f) => `/${f}`),
    styles: [...styles].filter(fresh).map((f) => `/${f}`),
  }
}

/**
 * preloadLinks returns the <link> tags that fetch the given modules (moduleFiles). Stylesheets are
 * preloaded, not applied: the module applies its own when it runs.
 */
export function preloadLinks(manifest, modules, alreadyFetched) {
  const { scripts, styles } = moduleFiles(manifest, modules, alreadyFetched)
  return [
    ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`),
    ...styles.map((f) => `<link rel="preload" as="style" crossorigin href="${f}">`),
  ]
}
