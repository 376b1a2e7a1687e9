// parseRunInstall grows linearly on hostile YAML: each row compares the time at n and 8n through the
// shared growth timer (t(8n) / t(n) under its limit). Sizes stay within the limits of limits.ts, so
// the whole pipeline is timed, except in the rows that time a refusal.
import "./support/require-build";
import { expectLinearGrowth, fill } from "@scope/test-utils";
import { describe, it } from "vitest";
import { parseRunInstall } from "../src";

/** `count` items of a flow sequence, made by `item(index)`. */
const flowItems = (count: number, item: (index: number) => string): string =>
  Array.from({ length: count }, (_, index) => item(index)).join(", ");

/** [title, make(size) -> YAML text, n]: 8n is the large size. */
const ROWS: [string, (size: number) => string, number][] = [
  ["many keys in a block mapping", (size) => Array.from({ length: size / 8 }, (_, i) => `k${i}: 1`).join("\n"), 2_000],
  ["many keys in a flow mapping", (size) => `{${flowItems(size / 8, (i) => `k${i}: 1`)}}`, 2_000],
  ["many anchors", (size) => `args: [${flowItems(size / 8, (i) => `&a${i} x`)}]`, 2_000],
  ["many aliases (refused past the limit)", (size) => `a: &a x\nb: [${flowItems(size / 4, () => "*a")}]`, 2_000],
  ["many duplicate keys", (size) => Array.from({ length: size / 6 }, () => "k: 1").join("\n"), 2_000],
  ["many errors on one long line", (size) => `[${fill("]")(size)}`, 2_000],
  // One error per line, and only the first reported: reading stops at it.
  ["unclosed quotes on many lines", (size) => fill("- 'a\n")(size), 2_000],
  ["unclosed double quotes in a mapping on many lines", (size) => fill('a: "x\n')(size), 2_000],
  ["unclosed [ on many lines", (size) => fill("- [\n")(size), 2_000],
  ["unclosed { in a mapping on many lines", (size) => fill("a: {\n")(size), 2_000],
  ["many warnings (unknown tags)", (size) => `args: [${flowItems(size / 8, () => "!tag x")}]`, 2_000],
  ["many schema errors", (size) => `args: [${flowItems(size / 3, () => "1")}]`, 2_000],
  ["many entries", (size) => Array.from({ length: size / 16 }, (_, i) => `- cwd: p${i}`).join("\n"), 2_000],
  ["deep flow nesting (refused)", (size) => fill("[")(size), 2_000],
  ["deep block nesting (refused)", (size) => `${fill("- ")(size)}x`, 2_000],
  ["a long plain scalar", (size) => `cwd: ${fill("a")(size)}`, 16_000],
  ["a long quoted scalar with escapes", (size) => `cwd: "${fill("\\t")(size)}"`, 16_000],
  ["a long unknown key, strict", (size) => `${fill("k")(size)}: 1`, 16_000],
];

describe("parseRunInstall grows linearly", () => {
  it.each(ROWS)("%s", (_, make, size) => {
    expectLinearGrowth(make, (text) => parseRunInstall(text, { strict: true }), size);
  });
});
