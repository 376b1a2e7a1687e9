// The four ways a request can be built, for tests that must hold on each: the facade's endpoint(),
// its merge then parse, an endpoint from .defaults(), and the assembler's bare parse(merge()).
import { endpoint as typed } from "@scope/endpoint";
import { merge, parse } from "@scope/endpoint-assembler";

/** A request as these tests read it. */
export interface Built {
  url: string;
  [key: string]: unknown;
}

/** One way to build a request from a route and options. */
export type Build = (route: string, options: Record<string, unknown>) => Built;

const endpoint = typed as unknown as Build & { merge(r: string, o: object): object; parse(o: object): Built; defaults(o: object): Build };
const DEFAULTS = { method: "GET", baseUrl: "https://api.github.com", headers: {}, mediaType: { previews: [] } };

/** Each path, named: `describe.each(CALL_PATHS)("through %s", (_title, build) => ...)`. */
export const CALL_PATHS: [string, Build][] = [
  ["endpoint()", (r, o) => endpoint(r, o)],
  ["endpoint.parse(endpoint.merge())", (r, o) => endpoint.parse(endpoint.merge(r, o))],
  ["endpoint.defaults()()", (r, o) => endpoint.defaults({ headers: { "x-a": "1" } })(r, o)],
  ["assembler parse(merge())", (r, o) => parse(merge(DEFAULTS as never, r, o as never), { vendor: "github" }) as unknown as Built],
];
