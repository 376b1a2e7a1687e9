// parseRunInstall grows linearly on hostile YAML: each row compares the time at n and 8n (the shared
// sizes) through the shared growth timer (t(8n) / t(n) under its limit). The sizes stay within the
// reader's limits, so the whole pipeline is timed, except in the rows that time a refusal.
import "./support/require-build";
import { expectLinearGrowth, fill, GROWTH_SIZES } from "@scope/test-utils";
import { describe, it } from "vitest";
import { parseRunInstall } from "../src";

/** `count` items of a flow sequence, made by `item(index)`. */
const flowItems = (count: number, item: (index: number) => string): string =>
  Array.from({ length: count }, (_, index) => item(index)).join(", ");

/** [title, make(size) -> YAML text]. */
const ROWS: [string, (size: number) => string][] = [
  ["many keys in a block mapping", (size) => Array.from({ length: size / 8 }, (_, i) => `k${i}: 1`).join("\n")],
  ["many keys in a flow mapping", (size) => `{${flowItems(size / 8, (i) => `k${i}: 1`)}}`],
  ["many anchors", (size) => `args: [${flowItems(size / 8, (i) => `&a${i} x`)}]`],
  ["many aliases (refused past the limit)", (size) => `a: &a x\nb: [${flowItems(size / 4, () => "*a")}]`],
  ["many duplicate keys", (size) => Array.from({ length: size / 6 }, () => "k: 1").join("\n")],
  ["many errors on one long line", (size) => `[${fill("]")(size)}`],
  // One error per line, and only the first reported: reading stops at it.
  ["unclosed quotes on many lines", (size) => fill("- 'a\n")(size)],
  ["unclosed double quotes in a mapping on many lines", (size) => fill('a: "x\n')(size)],
  ["unclosed [ on many lines", (size) => fill("- [\n")(size)],
  ["unclosed { in a mapping on many lines", (size) => fill("a: {\n")(size)],
  ["many warnings (unknown tags)", (size) => `args: [${flowItems(size / 8, () => "!tag x")}]`],
  ["many schema errors", (size) => `args: [${flowItems(size / 3, () => "1")}]`],
  ["many entries", (size) => Array.from({ length: size / 16 }, (_, i) => `- cwd: p${i}`).join("\n")],
  ["deep flow nesting (refused)", (size) => fill("[")(size)],
  ["deep block nesting (refused)", (size) => `${fill("- ")(size)}x`],
  ["a long plain scalar", (size) => `cwd: ${fill("a")(size)}`],
  ["a long quoted scalar with escapes", (size) => `cwd: "${fill("\\t")(size)}"`],
  ["a long unknown key, strict", (size) => `${fill("k")(size)}: 1`],
];

describe.each(GROWTH_SIZES)("parseRunInstall grows linearly from %i characters to 8 times as many", (size) => {
  it.each(ROWS)("%s", (_, make) => {
    expectLinearGrowth(make, (text) => parseRunInstall(text, { strict: true }), size);
  });
});
