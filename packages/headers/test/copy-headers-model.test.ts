// copyHeaders against a model written from its specification, with Node's own header checks.
import { validateHeaderName, validateHeaderValue } from "node:http";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { copyHeaders, InvalidHeaderError } from "../src";
import type { HeaderValue } from "../src";
import { nodeAccepts, SEED } from "./support/arbitraries";

type Target = Record<string, HeaderValue>;

/**
 * The model of copyHeaders, written from its specification with Node's own checks: the first entry (in
 * key order) with a bad name or value decides the error; otherwise the last spelling of each name
 * wins, at the position of the first, and `undefined` drops it.
 */
function model(target: Target, headers: Record<string, unknown>): Target | { code: string; header: string } {
  const latest = new Map<string, unknown>();
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (!nodeAccepts(() => validateHeaderName(name))) return { code: "INVALID_HEADER_NAME", header: name };
    const valid = value === undefined || typeof value === "number" || (typeof value === "string" && nodeAccepts(() => validateHeaderValue(name, value)));
    if (!valid) return { code: "INVALID_HEADER_VALUE", header: name };
    latest.set(name.toLowerCase(), value);
  }
  const result: Target = { ...target };
  for (const [name, value] of latest) if (value !== undefined) Object.defineProperty(result, name, { value, enumerable: true, writable: true, configurable: true });
  return result;
}


describe("copyHeaders against its model", () => {
  const name = fc.oneof(
    fc.constantFrom("accept", "Accept", "ACCEPT", "x-a", "X-A", "__proto__", "constructor", "a b", "", "é", "x:y"),
    fc.string({ unit: fc.constantFrom("a", "B", "-", "_", " ", "\r"), minLength: 0, maxLength: 4 }),
  );
  const value = fc.oneof(
    fc.constantFrom(undefined, 0, -1.5, "", "text/html", "a\tb", "é", "✓", "a\r\nb", "\x7f", null, true, {}),
    fc.string({ unit: fc.constantFrom("a", "\t", "\x00", "\xff", "\u0100"), maxLength: 4 }),
  );
  const headers = fc.array(fc.tuple(name, value), { maxLength: 6 }).map((entries) => {
    const object: Record<string, unknown> = {};
    for (const [key, item] of entries) Object.defineProperty(object, key, { value: item, enumerable: true, writable: true, configurable: true });
    return object;
  });
  const target = fc.constantFrom<Target>({}, { accept: "a" }, { "x-a": 1, b: "2" });

  it("gives the model's result or error on 3,000 generated header objects", () => {
    fc.assert(
      fc.property(target, headers, (before, given) => {
        const copy = { ...before };
        const expected = model(before, given);
        try {
          copyHeaders(copy, given);
        } catch (error) {
          if (!(error instanceof InvalidHeaderError)) throw error;
          expect({ code: error.code, header: error.header }).toEqual(expected);
          expect(copy).toEqual(before);
          return;
        }
        expect(copy).toEqual(expected);
        expect(Object.keys(copy)).toEqual(Object.keys(expected));
        expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
      }),
      { seed: SEED, numRuns: 3_000 },
    );
  });
});
