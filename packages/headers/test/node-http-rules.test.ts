// Header names and values are as strict as Node's own `http` (DESIGN.md, deviation 12): same verdicts.
import { validateHeaderName, validateHeaderValue } from "node:http";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyMediaType, copyHeaders, InvalidHeaderError, mergeHeaders, normalizeHeaders } from "../src";
import { nodeAccepts, SEED } from "./support/arbitraries";

/** True when `check` returns; false when it throws `InvalidHeaderError`; anything else fails the test. */
function accepts(check: () => unknown): boolean {
  try {
    check();
    return true;
  } catch (error) {
    if (error instanceof InvalidHeaderError) return false;
    throw error;
  }
}


/** True when Node's `http` accepts `value` as the value of a header. */
const nodeAcceptsValue = (value: string): boolean => nodeAccepts(() => validateHeaderValue("x-a", value));
/** True when Node's `http` accepts `name` as a header name. */
const nodeAcceptsName = (name: string): boolean => nodeAccepts(() => validateHeaderName(name));

/** Each path through which a value reaches a header, as a function of the value. */
const VALUE_PATHS: [string, (value: string) => unknown][] = [
  ["normalizeHeaders", (value) => normalizeHeaders({ "X-A": value })],
  ["copyHeaders", (value) => copyHeaders({}, { "x-a": value })],
  ["mergeHeaders (defaults)", (value) => mergeHeaders({ "x-a": value }, {})],
  ["mergeHeaders (overrides)", (value) => mergeHeaders({}, { "x-a": value })],
  ["applyMediaType (accept)", (value) => applyMediaType(value, {}, "github")],
  ["applyMediaType (format)", (value) => applyMediaType("a", { format: value }, "github")],
  ["applyMediaType (previews)", (value) => applyMediaType("a", { previews: [value] }, "github")],
  ["applyMediaType (vendor)", (value) => applyMediaType("a", { previews: ["p"] }, value)],
];

/** Every UTF-16 code unit, alone: lone surrogates included. */
const EVERY_UNIT = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code));

/** Characters at the edges of the rule, to be met often in generated strings. */
const EDGES = ["\0", "\b", "\t", "\n", "\r", "\x1f", " ", "~", "\x7f", "\x80", "\xff", "\u0100", "\ud800", "\udfff", "😀", "a"];

/** Strings of any UTF-16 units, of any code points, and of characters near the edges of the rule. */
const textArbitrary = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) }),
  fc.string({ unit: fc.constantFrom(...EDGES) }),
);

describe("the rules of Node's http", () => {
  it.each(VALUE_PATHS)("%s gives Node's verdict on each of the 65,536 UTF-16 code units", (_title, path) => {
    const differences = EVERY_UNIT.filter((unit) => accepts(() => path(unit)) !== nodeAcceptsValue(unit));
    expect(differences).toEqual([]);
  });

  it.each(VALUE_PATHS)("%s gives Node's verdict on 2,000 generated strings", (_title, path) => {
    fc.assert(
      fc.property(textArbitrary, (value) => {
        expect(accepts(() => path(value))).toBe(nodeAcceptsValue(value));
      }),
      { seed: SEED, numRuns: 2_000 },
    );
  });

  it("accepts a header name exactly when Node does, on each of the 65,536 code units", () => {
    const differences = EVERY_UNIT.filter((unit) => accepts(() => normalizeHeaders({ [unit]: "1" })) !== nodeAcceptsName(unit));
    expect(differences).toEqual([]);
  });

  it("accepts a header name exactly when Node does, on 2,000 generated names", () => {
    fc.assert(
      fc.property(textArbitrary, (name) => {
        expect(accepts(() => normalizeHeaders({ [name]: "1" }))).toBe(nodeAcceptsName(name));
      }),
      { seed: SEED, numRuns: 2_000 },
    );
  });
});
