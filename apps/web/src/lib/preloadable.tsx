import { type ComponentType, createElement, lazy, useState } from "react";

/** A component loaded on demand that can also be loaded ahead of its first render. */
export type Preloadable<P extends object> = ComponentType<P> & {
  /** Loads it now (once; later calls share the load). */
  preload(): Promise<void>;
};

/**
 * Like React.lazy, and loadable ahead: once `preload()` has finished, a new instance renders the
 * component directly, so the first render of a page whose code the start-up loaded first (see
 * app/prepare-first-page.ts) neither suspends nor shows its loader. An instance keeps the way it
 * started (directly, or through the lazy wrapper), so loading never remounts a page.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const once = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(() => once().then((component) => ({ default: component })));
  function Preloaded(props: P) {
    const [Component] = useState<ComponentType<P> | null>(() => loaded);
    return Component ? createElement(Component, props) : createElement(Lazy as ComponentType<P>, props);
  }
  return Object.assign(Preloaded, {
    preload: async () => {
      await once();
    },
  });
}
