import { type ComponentType, createElement, lazy, useState } from "react"

/** A component loaded on first use, or earlier with preload(); once loaded it renders without suspending. */
export type Preloadable<P extends object = object> = ComponentType<P> & {
  preload: () => Promise<ComponentType<P>>
}

/**
 * preloadable wraps a component that lives in a chunk of its own. A use before its chunk is in suspends
 * (a spinner where it goes); a use after preload() has resolved renders at once, which is what hydrating
 * a prerendered screen needs (it must render the same markup as the server did, without suspending).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component
      return component
    }))
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  function Preloaded(props: P) {
    // Chosen once per mount, so the component is never remounted when its chunk arrives.
    const [component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>))
    return createElement(component, props)
  }
  return Object.assign(Preloaded, { preload })
}
