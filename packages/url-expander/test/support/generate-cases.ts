// Seeded random templates and values for the differential test, built from fast-check arbitraries
// and drawn with a fixed seed, so every run sees the same cases.
import fc from "fast-check";
import { renderPart, type Expr, type Op, type Part, type Spec } from "./reference-expand.js";

export interface GeneratedCase {
  parts: Part[];
  template: string;
  values: Record<string, unknown>;
}

/** Variable names, including dotted and pct-encoded ones (RFC 6570 section 2.3). */
export const NAMES = ["a", "b", "c", "x.y", "v1", "_u", "Some%20Thing", "long_name.part"];
const OPS: Op[] = ["", "+", "#", ".", "/", ";", "?", "&"];
/** Characters and fragments that exercise every encoding rule, a lone surrogate among them (rarely). */
const TEXT_UNITS = [
  "a", "Z", "0", "-", ".", "_", "~", "!", "'", "(", ")", "*", " ", "/", "?", "#", "[", "]", "@",
  "$", "&", "+", ",", ";", "=", ":", "%", "%2F", "%zz", "é", "€", "𝄞", "\u00a0", "\n", "<", "\"",
];
const LITERAL_UNITS = ["/", "x", "-", "?", "&", "=", "é", "%41", "%", " ", "'", "[", "]", "|", "^", "~", "😀"];
const KEYS = ["k", "a/b", "é", "", "x y", "semi;", "n1"];

const text = fc.oneof(
  { weight: 20, arbitrary: fc.array(fc.constantFrom(...TEXT_UNITS), { maxLength: 6 }).map((u) => u.join("")) },
  { weight: 1, arbitrary: fc.constantFrom("a\ud800", "\udc00b") },
);
const scalar = fc.oneof(
  { weight: 8, arbitrary: text },
  { weight: 2, arbitrary: fc.integer({ min: -1000, max: 100000 }) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 20n), max: 10n ** 22n }) },
);
const member = fc.oneof({ weight: 6, arbitrary: scalar }, { weight: 1, arbitrary: fc.constantFrom(null, undefined) });
const value = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
  { weight: 3, arbitrary: fc.array(member, { maxLength: 4 }) },
  { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...KEYS), member, { maxKeys: 3 }) },
);

const spec: fc.Arbitrary<Spec> = fc.record({
  name: fc.constantFrom(...NAMES),
  modifier: fc.oneof(
    { weight: 6, arbitrary: fc.constant(0) },
    { weight: 2, arbitrary: fc.constant(-1) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 8 }) },
  ),
}).map(({ name, modifier }) => ({ name, explode: modifier === -1, prefix: Math.max(0, modifier) }));
const expr: fc.Arbitrary<Expr> = fc.record({ op: fc.constantFrom(...OPS), specs: fc.array(spec, { minLength: 1, maxLength: 3 }) });
const literal = fc.array(fc.constantFrom(...LITERAL_UNITS), { maxLength: 3 }).map((u) => u.join(""));

const caseArbitrary: fc.Arbitrary<GeneratedCase> = fc
  .record({
    parts: fc.array(fc.oneof(literal, expr), { minLength: 1, maxLength: 5 }),
    values: fc.dictionary(fc.constantFrom(...NAMES), value, { maxKeys: NAMES.length }),
  })
  .map(({ parts, values }) => ({ parts, values, template: parts.map(renderPart).join("") }));

/** `count` cases drawn with `seed`. */
export function generateCases(count: number, seed: number): GeneratedCase[] {
  return fc.sample(caseArbitrary, { numRuns: count, seed });
}
