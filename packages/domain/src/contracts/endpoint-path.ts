import type { EndpointSpec } from "./endpoint-spec.ts";

// Apart from the endpoint table's schemas: the web app builds its URLs with it before it has loaded them.

/** The path with its `:name` parameters filled in (encoded). */
export function endpointPath(e: EndpointSpec, params?: Readonly<Record<string, unknown>>): string {
  return e.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`${e.path}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
