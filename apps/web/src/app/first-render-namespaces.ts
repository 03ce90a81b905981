/** The texts every page's frame reads (header, footer, page titles): loaded before the first render. */
const FRAME_NAMESPACES = ["common"] as const;

/** The landing page's texts (its code is in the entry, not a page module): "/" loads them with the frame's. */
const LANDING_NAMESPACES = ["landing"] as const;

/** The namespaces a path's first render reads beyond its page module's: the frame's, and on "/" the landing page's. */
export function firstRenderNamespaces(path: string): readonly string[] {
  return path === "/" ? [...FRAME_NAMESPACES, ...LANDING_NAMESPACES] : FRAME_NAMESPACES;
}
