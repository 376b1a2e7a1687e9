// Wrong types and hostile objects: every public function answers with RunInstallError and its code
// (never a TypeError, RangeError or stack overflow).
import "./support/require-build";
import { deepFreeze } from "@scope/test-utils";
import { describe, expect, it } from "vitest";
import { normalizeRunInstall, parseRunInstall, toInstallCommands, validateRunInstall } from "../src";
import type { RunInstall } from "../src";
import { MAX_DEPTH, MAX_VALUES } from "../src/internal/limits";
import { expectRefusal, revoked, throwingGetter } from "./support/hostile";

/** `levels` arrays, each inside the next, built without recursion. */
function nested(levels: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < levels; level++) value = [value];
  return value;
}

const NOT_TEXT: [string, unknown][] = [
  ["a number", 1], ["null", null], ["undefined", undefined], ["an object", {}], ["a symbol", Symbol("x")],
  ["a bigint", 1n], ["a revoked Proxy", revoked()],
];

describe("parseRunInstall refuses a text that is not a string", () => {
  it.each(NOT_TEXT)("%s", (_, text) => {
    const error = expectRefusal(() => parseRunInstall(text as string), "INVALID_RUN_INSTALL");
    expect(error.errors[0]?.message).toMatch(/^\(root\): must be a YAML string \(got /);
  });
});

describe("toInstallCommands refuses a list of the wrong type", () => {
  it.each([...NOT_TEXT.slice(0, 1), ["a string", "install"], ["a function", () => []], ["a symbol", Symbol("x")]])("%s", (_, list) => {
    expectRefusal(() => toInstallCommands(list as RunInstall[]), "INVALID_RUN_INSTALL");
  });
});

/** An object that contains itself under `extra`. */
function cyclic(): object {
  const value: Record<string, unknown> = { cwd: "a" };
  value["extra"] = [value];
  return value;
}

/** A value of `levels` levels where each level holds the next one twice: 2^levels paths, `levels` objects. */
function shared(levels: number): unknown {
  let value: unknown = "x";
  for (let level = 0; level < levels; level++) value = { left: value, right: value };
  return value;
}

/** [title, value, keyword, path] */
const HOSTILE: [string, () => unknown, string, string][] = [
  ["a cycle", cyclic, "cycle", "/extra/0"],
  [`${MAX_DEPTH + 1} levels of arrays`, () => [{ extra: nested(MAX_DEPTH - 1) }], "maxDepth", `/0/extra${"/0".repeat(MAX_DEPTH - 2)}`],
  ["100 000 levels of arrays", () => nested(100_000), "maxDepth", "/0".repeat(MAX_DEPTH)],
  ["a revoked Proxy", revoked, "unreadable", ""],
  ["a throwing getter", () => throwingGetter("cwd"), "unreadable", "/cwd"],
  ["a Proxy whose ownKeys throws", () => new Proxy({}, { ownKeys: () => { throw new TypeError("no"); } }), "unreadable", ""],
  ["a Proxy with an invalid length", () => new Proxy([], { get: (t, k) => (k === "length" ? -1 : Reflect.get(t, k)) }), "unreadable", ""],
  ["an array of length 2^32 - 1", () => new Proxy([], { get: (t, k) => (k === "length" ? 2 ** 32 - 1 : Reflect.get(t, k)) }), "maxValues", ""],
  ["a shared value with 2^40 paths", () => ({ extra: shared(40) }), "maxValues", ""],
];

describe("validateRunInstall refuses hostile values with one named problem", () => {
  it.each(HOSTILE)("%s", (_, make, keyword, path) => {
    const result = validateRunInstall(make());
    expect(result.ok).toBe(false);
    const [found] = result.ok ? [] : result.errors;
    expect(found?.keyword).toBe(keyword);
    if (keyword !== "maxValues") expect(found?.path).toBe(path);
    expect(found?.message.length).toBeLessThan(200);
  });

  it.each(HOSTILE)("normalizeRunInstall throws INVALID_RUN_INSTALL: %s", (_, make) => {
    expectRefusal(() => normalizeRunInstall(make()), "INVALID_RUN_INSTALL");
  });
});

describe("validateRunInstall accepts values at the limits", () => {
  it(`${MAX_DEPTH} levels of nesting`, () => {
    const value = { extra: nested(MAX_DEPTH - 1) };
    expect(validateRunInstall(deepFreeze(value))).toEqual({ ok: true, value });
  });

  it("one object in several places, copied once and shared in the copy", () => {
    const entry = deepFreeze({ cwd: "a" });
    const result = validateRunInstall([entry, entry]);
    const value = result.ok ? (result.value as RunInstall[]) : [];
    expect(value).toEqual([entry, entry]);
    expect(value[0]).toBe(value[1]);
    expect(value[0]).not.toBe(entry);
  });

  it(`a shared value with fewer than ${MAX_VALUES} paths`, () => {
    expect(validateRunInstall({ extra: shared(18) }).ok).toBe(true);
  });
});
