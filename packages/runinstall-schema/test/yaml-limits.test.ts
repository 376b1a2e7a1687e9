// parseRunInstall on hostile YAML: each limit of src/internal/limits.ts, just within and just beyond.
import "./support/require-build";
import { describe, expect, it } from "vitest";
import { parseRunInstall, RunInstallError } from "../src";
import { MAX_ALIASES, MAX_DEPTH, MAX_VALUES, MAX_YAML_LENGTH } from "../src/internal/limits";

/** The error `parseRunInstall(text)` throws; fails the test when it throws none. */
function refusal(text: string): RunInstallError {
  try {
    parseRunInstall(text);
  } catch (error) {
    if (error instanceof RunInstallError) return error;
    throw error;
  }
  throw new Error("parseRunInstall accepted the text");
}

/** `{ extra: [[...]] }` with `levels` levels of nesting in all (the object is the first). */
const nestedFlow = (levels: number): string => `extra: ${"[".repeat(levels - 1)}${"]".repeat(levels - 1)}`;
/** `levels` compact block sequences on one line: `- - - x`. */
const nestedBlock = (levels: number): string => `${"- ".repeat(levels)}x`;
/** An anchored string and `count` aliases to it, under an unknown key. */
const aliases = (count: number): string => `a: &a x\nb: [${Array(count).fill("*a").join(", ")}]`;

const ACCEPTED: [string, string][] = [
  [`${MAX_DEPTH} levels of flow nesting`, nestedFlow(MAX_DEPTH)],
  [`${MAX_ALIASES} aliases`, aliases(MAX_ALIASES)],
  [`${MAX_YAML_LENGTH} characters`, `cwd: ${"a".repeat(MAX_YAML_LENGTH - 5)}`],
];

describe("parseRunInstall accepts YAML at each limit", () => {
  it.each(ACCEPTED)("%s", (_, text) => {
    expect(() => parseRunInstall(text)).not.toThrow();
  });
});

/** A bomb: each anchor is a list of ten aliases to the one before, `levels` times (10^levels strings). */
function bomb(levels: number): string {
  const lines = ["l0: &l0 [x, x, x, x, x, x, x, x, x, x]"];
  for (let level = 1; level <= levels; level++) lines.push(`l${level}: &l${level} [${Array(10).fill(`*l${level - 1}`).join(", ")}]`);
  return lines.join("\n");
}

/** [title, text, code, keyword, line, column] of each refusal. */
const REFUSED: [string, string, string, string, number | undefined, number | undefined][] = [
  ["a text over the length limit", " ".repeat(MAX_YAML_LENGTH + 1), "YAML_LIMIT", "maxLength", undefined, undefined],
  [`${MAX_DEPTH + 1} levels of flow nesting`, nestedFlow(MAX_DEPTH + 1), "YAML_LIMIT", "maxDepth", 1, 8 + MAX_DEPTH - 1],
  ["100 000 levels of flow nesting", "[".repeat(100_000), "YAML_LIMIT", "maxDepth", 1, MAX_DEPTH + 1],
  [`${MAX_DEPTH + 1} compact block sequences`, nestedBlock(MAX_DEPTH + 1), "YAML_LIMIT", "maxDepth", 1, 2 * MAX_DEPTH + 1],
  [`${MAX_ALIASES + 1} aliases`, aliases(MAX_ALIASES + 1), "YAML_LIMIT", "maxAliases", 2, 5 + 4 * MAX_ALIASES],
  // Where the count passed the limit: an alias of the last line.
  ["an alias bomb (10^6 values)", bomb(6), "INVALID_RUN_INSTALL", "maxValues", 6, 45],
  ["an unknown alias", "cwd: *x", "YAML_SYNTAX", "yaml", 1, 6],
  ["an alias to its own anchor", "a: &a [*a]", "YAML_SYNTAX", "yaml", 1, 8],
  ["a collection as a key", "? [a]\n: 1", "YAML_SYNTAX", "yaml", 1, 3],
  ["keys equal once written as strings", "1: a\n'1': b", "YAML_SYNTAX", "yaml", 2, 1],
  ["two documents", "true\n---\nfalse", "YAML_SYNTAX", "yaml", 2, 1],
];

describe("parseRunInstall refuses hostile YAML with a named error", () => {
  it.each(REFUSED)("%s", (_, text, code, keyword, line, column) => {
    const error = refusal(text);
    expect(error.code).toBe(code);
    const [found] = error.errors;
    expect({ keyword: found?.keyword, line: found?.line, column: found?.column }).toEqual({ keyword, line, column });
    expect(error.message.length).toBeLessThan(1024);
  });
});

describe("YAML error messages stay short on long lines", () => {
  it("shows 80 characters of a 180 KB line around the error, with the caret under it", () => {
    const text = `args: [${"a, ".repeat(60_000)}]]`;
    const { message, errors } = refusal(text);
    const [, , excerpt = "", caret = ""] = message.split("\n");
    expect(excerpt.length).toBeLessThanOrEqual(81);
    expect(excerpt[caret.length - 1]).toBe("]");
    expect(errors[0]).toMatchObject({ line: 1, column: text.length });
    expect(message.length).toBeLessThan(1024);
  });

  it("cuts a reason that quotes the input", () => {
    const { message } = refusal(`cwd: *${"x".repeat(MAX_YAML_LENGTH - 10)}`);
    expect(message.length).toBeLessThan(1024);
  });

  it("reports the first of many errors on one line, and only it", () => {
    const error = refusal(`[${"]".repeat(MAX_YAML_LENGTH - 1)}`);
    expect(error.errors).toHaveLength(1);
    expect(error.errors[0]).toMatchObject({ line: 1, column: 3 });
    expect(error.message.length).toBeLessThan(1024);
  });
});

describe("the value counted with aliases expanded", () => {
  it("accepts a bomb that expands to fewer values than the limit", () => {
    const [value] = parseRunInstall(bomb(3)) as [Record<string, unknown[][][]>];
    expect(value["l3"]).toHaveLength(10);
    expect(value["l3"]?.[9]?.[9]?.[9]).toEqual(Array(10).fill("x"));
    expect(MAX_VALUES).toBeGreaterThan(10 ** 4);
  });
});
