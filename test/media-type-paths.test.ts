// One mediaType reader (@scope/headers' readMediaType) on every path: each bad mediaType gives the
// same class and code through endpoint(), merge, parse, .defaults() and the defaults' own mediaType.
import { endpoint as typed, InvalidHeaderError } from "@scope/endpoint";
import { describe, expect, it } from "vitest";

type Loose = ((route: string, options?: unknown) => unknown) & {
  defaults(options: unknown): Loose;
  merge(route: string, options?: unknown): unknown;
  parse(options: unknown): unknown;
};
const endpoint = typed as unknown as Loose;

const BAD: [title: string, mediaType: unknown][] = [
  ["a number", 1],
  ["a string", "raw"],
  ["an array", ["raw"]],
  ["null", null],
  ["a number as format", { format: 1 }],
  ["an object as format", { format: { toString: () => "raw" } }],
  ["a string as previews", { previews: "mercy" }],
  ["a number among previews", { previews: ["mercy", 1] }],
  ["CR LF in format", { format: "raw\r\nx-evil: 1" }],
  ["LF in a preview", { previews: ["mercy\n"] }],
];

const PATHS: [title: string, run: (mediaType: unknown) => unknown][] = [
  ["endpoint()", (m) => endpoint("GET /x", { mediaType: m })],
  ["endpoint.merge()", (m) => endpoint.merge("GET /x", { mediaType: m })],
  ["endpoint.parse()", (m) => endpoint.parse({ method: "GET", url: "/x", headers: {}, mediaType: m })],
  [".defaults({ mediaType })", (m) => endpoint.defaults({ mediaType: m })],
  [".defaults()() with a call's mediaType", (m) => endpoint.defaults({ headers: { "x-a": "1" } })("GET /x", { mediaType: m })],
];

/** The class name and code of what `run` threw. */
function thrown(run: () => unknown): [string, string] {
  try {
    run();
  } catch (error) {
    return [error instanceof InvalidHeaderError ? "InvalidHeaderError" : String(error), (error as { code: string }).code];
  }
  return ["returned", ""];
}

describe.each(BAD)("mediaType %s", (_title, mediaType) => {
  it.each(PATHS)("%s: InvalidHeaderError INVALID_MEDIA_TYPE", (_path, run) => {
    expect(thrown(() => run(mediaType))).toEqual(["InvalidHeaderError", "INVALID_MEDIA_TYPE"]);
  });
});
