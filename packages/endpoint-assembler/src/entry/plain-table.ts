import { InvalidRouteTableError } from "../errors/errors";
import type { RouteEntry, RouteTable } from "../types/route-table";

/**
 * The keys of a route whose query value keeps its `+` signs (code `"~"`), read from a table that
 * says nothing else: what an endpoint made by `createEndpoint` reads of a table (the GitHub
 * facade's `q`). Throws `InvalidRouteTableError` for a table that says more of the route: placing
 * keys takes `createRouteEndpoint`, which brings the encoders. Such a table has `d` and `r` only:
 * defaults by method (`t`) and entries by hash (`h`), which `compileRoutes` writes to place keys,
 * are refused, so that `createEndpoint` bundles no hashing.
 *
 * @example
 * plusKeys({ v: 1, d: { p: { q: "~" } } }, "GET /search/issues"); // => Set { "q" }
 */
export function plusKeys(table: RouteTable, route: string): ReadonlySet<string> {
  for (const field of ["t", "h"] as const) if (table[field] !== undefined) throw notPlain(route, field, table[field]);
  const keys = new Set<string>();
  for (const entry of [table.d, table.r !== undefined && Object.hasOwn(table.r, route) ? table.r[route] : undefined]) {
    if (entry !== undefined) readPlain(entry, route, keys);
  }
  return keys;
}

function readPlain(entry: RouteEntry, route: string, keys: Set<string>): void {
  for (const field of Object.keys(entry)) {
    if (field !== "p") throw notPlain(route, field, entry[field as keyof RouteEntry]);
  }
  const codes = entry.p ?? {};
  for (const key of Object.keys(codes)) {
    if (codes[key] !== "~") throw notPlain(route, key, codes[key]);
    keys.add(key);
  }
}

function notPlain(route: string, key: string, value: unknown): InvalidRouteTableError {
  return new InvalidRouteTableError(route, key, value, 'only "~" codes in an endpoint made by createEndpoint; use createRouteEndpoint (fromRoutes) for a table that places keys');
}
