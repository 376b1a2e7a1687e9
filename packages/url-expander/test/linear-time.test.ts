// Hostile input at the shared sizes n and 8n (GROWTH_SIZES): each is refused or expanded, and eight
// times the input costs about eight times the time (a quadratic parser would take about 64 times).
// Growth is asserted with expectLinearGrowth, never a wall-clock limit.
import { expectLinearGrowth, fill, GROWTH_SIZES } from "@scope/test-utils";
import { describe, expect, it } from "vitest";
import { parseTemplate, UriTemplateError } from "../src/index.js";

const refuse = (template: string): unknown => parseTemplate(template);
const expandAll = (template: string): unknown => parseTemplate(template).expand({ a: "x y", b: ["1", "2"], c: { k: "v" } });

type Row = [label: string, outcome: "refused" | "expanded", build: (n: number) => string];

const ROWS: Row[] = [
  ["unclosed braces", "refused", fill("{")],
  ["one unclosed brace then a long name", "refused", (n) => `{${"a".repeat(n)}`],
  ["an unclosed list of names", "refused", (n) => `{a${",a".repeat(n / 2)}`],
  ["commas in an expression", "refused", (n) => `{a${",".repeat(n)}}`],
  ["operators", "refused", fill("{+")],
  ["operators after an open brace", "refused", (n) => `{${"?".repeat(n)}}`],
  ["stray closing braces", "refused", fill("}")],
  ["a huge prefix", "refused", (n) => `{a:${"9".repeat(n)}}`],
  ["dots", "refused", (n) => `{a${".".repeat(n)}}`],
  ["a lone surrogate at the end", "refused", (n) => `${"/".repeat(n)}\ud800`],
  ["literal commas", "expanded", fill(",")],
  ["literal percent signs", "expanded", fill("%")],
  ["non-ASCII literals", "expanded", fill("é")],
  ["many expressions", "expanded", (n) => "{a}".repeat(n / 3)],
  ["many exploded expressions", "expanded", (n) => "{/b*}{?c*}".repeat(n / 10)],
  ["one expression with many variables", "expanded", (n) => `{?a${",a,b,c".repeat(n / 6)}}`],
];

describe.each(GROWTH_SIZES)("linear time on hostile templates of %i and 8 times as many characters", (size) => {
  it.each(ROWS)("%s: %s in linear time", (_label, outcome, build) => {
    const operation = outcome === "refused" ? refuse : expandAll;
    if (outcome === "refused") expect(() => refuse(build(size))).toThrow(UriTemplateError);
    else expect(expandAll(build(size))).toEqual(expect.any(String));
    expectLinearGrowth(build, operation, size);
  });
});

describe.each(GROWTH_SIZES)("linear time on hostile values of %i and 8 times as many characters", (size) => {
  // Typed loosely (`<string>`): the values below leave out `x`, which the literal type requires.
  const template = parseTemplate<string>("{x}{+x:9999}{?list*}{&map*}");
  it.each([
    ["a long string to encode", (n: number) => "é /%".repeat(n / 4)],
    ["a long safe string", fill("a")],
    ["a long string of percent triplets", (n: number) => "%2F".repeat(n / 3)],
    ["long astral text", (n: number) => "𝄞".repeat(n / 2)],
  ])("%s", (_label, build) => {
    expectLinearGrowth(build, (x) => template.expand({ x, list: [x], map: { [x.slice(0, 100)]: x } }), size);
  });

  it("a list of many members", () => {
    expectLinearGrowth((n) => Array.from({ length: n / 8 }, (_, i) => `m${i}`), (list) => template.expand({ list }), size);
  });
});
