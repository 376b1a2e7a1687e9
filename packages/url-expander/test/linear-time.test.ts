// Hostile input of 512 KiB and 1 MiB: each is refused or expanded, and doubling the input at most
// about doubles the time (a quadratic parser would quadruple it). Growth is asserted, not a wall-clock
// limit; a full GC before each run and the best of several runs remove most of the noise.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { parseTemplate, UriTemplateError } from "../src/index.js";

// A full garbage collection before each timed run, so that no run pays for the garbage of another.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

const N = 512 * 1024;
const RUNS = 5;
/** Doubling the input may cost at most this factor: 2 for linear, with room for noise. */
const MAX_GROWTH = 3;
/** Timer noise allowance for inputs refused after a few characters (O(1) work). */
const SLACK_MS = 2;
/** Measurements taken before a failure counts. */
const ATTEMPTS = 3;

function time(fn: () => void): number {
  collectGarbage();
  const start = performance.now();
  fn();
  return performance.now() - start;
}

/**
 * Best times of `attempt` on inputs of size N and 2N, measured alternately so that a busy machine
 * slows both alike.
 */
function measure<T>(small: T, large: T, attempt: (input: T) => void): [number, number] {
  let [bestSmall, bestLarge] = [Infinity, Infinity];
  for (let i = 0; i < RUNS; i++) {
    bestSmall = Math.min(bestSmall, time(() => attempt(small)));
    bestLarge = Math.min(bestLarge, time(() => attempt(large)));
  }
  return [bestSmall, bestLarge];
}

/**
 * Asserts that doubling the input at most about doubles the time. A measurement spoiled by other
 * work on the machine is taken again, up to ATTEMPTS times: linear code passes at least once, while
 * quadratic code (four times slower at 2N) fails every time.
 */
function expectLinear<T>(build: (n: number) => T, attempt: (input: T) => void): void {
  const small = build(N);
  const large = build(2 * N);
  attempt(small); // warm up the JIT
  let times: [number, number] = [0, 0];
  for (let i = 0; i < ATTEMPTS; i++) {
    times = measure(small, large, attempt);
    if (times[1] <= MAX_GROWTH * times[0] + SLACK_MS) return;
  }
  expect(times[1], `time at 2N (ms) against ${MAX_GROWTH} x time at N (${times[0]} ms)`).toBeLessThanOrEqual(
    MAX_GROWTH * times[0] + SLACK_MS,
  );
}

const refuse = (template: string): void => {
  expect(() => parseTemplate(template)).toThrow(UriTemplateError);
};
const expandAll = (template: string): void => {
  parseTemplate(template).expand({ a: "x y", b: ["1", "2"], c: { k: "v" } });
};

type Row = [label: string, build: (n: number) => string, attempt: (input: string) => void];

const ROWS: Row[] = [
  ["unclosed braces", (n) => "{".repeat(n), refuse],
  ["one unclosed brace then a long name", (n) => `{${"a".repeat(n)}`, refuse],
  ["an unclosed list of names", (n) => `{a${",a".repeat(n / 2)}`, refuse],
  ["commas in an expression", (n) => `{a${",".repeat(n)}}`, refuse],
  ["operators", (n) => "{+".repeat(n / 2), refuse],
  ["operators after an open brace", (n) => `{${"?".repeat(n)}}`, refuse],
  ["stray closing braces", (n) => "}".repeat(n), refuse],
  ["a huge prefix", (n) => `{a:${"9".repeat(n)}}`, refuse],
  ["dots", (n) => `{a${".".repeat(n)}}`, refuse],
  ["a lone surrogate at the end", (n) => `${"/".repeat(n)}\ud800`, refuse],
  ["literal commas", (n) => ",".repeat(n), expandAll],
  ["literal percent signs", (n) => "%".repeat(n), expandAll],
  ["non-ASCII literals", (n) => "é".repeat(n), expandAll],
  ["many expressions", (n) => "{a}".repeat(n / 3), expandAll],
  ["many exploded expressions", (n) => "{/b*}{?c*}".repeat(n / 10), expandAll],
  ["one expression with many variables", (n) => `{?a${",a,b,c".repeat(n / 6)}}`, expandAll],
];

describe("linear time on hostile templates", () => {
  it.each(ROWS)("%s: doubling the input at most about doubles the time", (_label, build, attempt) => {
    expectLinear(build, attempt);
  });
});

describe("linear time on hostile values", () => {
  // Typed loosely (`<string>`): the values below leave out `x`, which the literal type requires.
  const template = parseTemplate<string>("{x}{+x:9999}{?list*}{&map*}");
  it.each([
    ["a long string to encode", (n: number) => "é /%".repeat(n / 4)],
    ["a long safe string", (n: number) => "a".repeat(n)],
    ["a long string of percent triplets", (n: number) => "%2F".repeat(n / 3)],
    ["long astral text", (n: number) => "𝄞".repeat(n / 2)],
  ])("%s", (_label, build) => {
    expectLinear(build, (x) => {
      template.expand({ x, list: [x], map: { [x.slice(0, 100)]: x } });
    });
  });

  it("a list of many members", () => {
    expectLinear(
      (n) => Array.from({ length: n / 8 }, (_, i) => `m${i}`),
      (list) => {
        template.expand({ list });
      },
    );
  });
});
