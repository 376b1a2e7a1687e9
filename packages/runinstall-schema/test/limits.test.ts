// The README states every limit of src/internal/limits.ts with its number: the two stay in step.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MAX_ALIASES, MAX_DEPTH, MAX_VALUES, MAX_YAML_LENGTH } from "../src/internal/limits";

const README = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const LIMITS = README.slice(README.indexOf("## Limits"), README.indexOf("## Licence"));

const ROWS: [string, number, string][] = [
  ["MAX_YAML_LENGTH", MAX_YAML_LENGTH, "characters"],
  ["MAX_DEPTH", MAX_DEPTH, "levels"],
  ["MAX_ALIASES", MAX_ALIASES, "YAML aliases"],
  ["MAX_VALUES", MAX_VALUES, "values"],
];

describe("the README's Limits section", () => {
  it.each(ROWS)("states %s (%i)", (_, limit, unit) => {
    expect(LIMITS).toContain(`${limit.toLocaleString("en-US")} ${unit}`);
  });
});
