// Wrong types, hostile objects and huge values: every public function answers with RunInstallError
// and its code (never a TypeError, RangeError or stack overflow) and a message of bounded size.
import "./support/require-build";
import { deepFreeze } from "@scope/test-utils";
import { describe, expect, it } from "vitest";
import { normalizeRunInstall, parseRunInstall, RunInstallError, toInstallCommands, validateRunInstall } from "../src";
import type { RunInstall, ValidateRunInstallOptions } from "../src";
import { MAX_DEPTH, MAX_VALUES } from "../src/internal/limits";

/** What `call` throws, or a failure of the test when it throws nothing. */
function thrown(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error("expected a RunInstallError, nothing was thrown");
}

/** Expects `call` to throw a RunInstallError with `code`, and returns it. */
function expectRefusal(call: () => unknown, code: string): RunInstallError {
  const error = thrown(call);
  expect(error).toBeInstanceOf(RunInstallError);
  expect((error as RunInstallError).code).toBe(code);
  return error as RunInstallError;
}

/** A Proxy that has been revoked: every operation on it throws a TypeError. */
function revoked(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

/** An object whose property `key` throws when read. */
const throwingGetter = (key: string): object =>
  Object.defineProperty({}, key, { enumerable: true, get: () => { throw new RangeError("no"); } });

/** `levels` arrays, each inside the next, built without recursion. */
function nested(levels: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < levels; level++) value = [value];
  return value;
}

const BAD_OPTIONS: [string, unknown, string][] = [
  ["a string", "yes", '(root): must be an object such as { strict: true } (got string "yes")'],
  ["a number", 1, "(root): must be an object"],
  ["null", null, "(root): must be an object"],
  ["an array", [true], "(root): must be an object"],
  ["a function", () => true, "(root): must be an object"],
  ["strict as a string", { strict: "yes" }, '/strict: must be a boolean (true or false) (got string "yes")'],
  ["strict as a number", { strict: 1 }, "/strict: must be a boolean"],
  ["a misspelt option", { strcit: true }, '/strcit: unknown option "strcit" (did you mean "strict"?)'],
  ["an unknown option", { strict: true, depth: 3 }, '/depth: unknown option "depth" (known options: strict)'],
  ["a revoked Proxy", revoked(), "(root): could not be read"],
  ["a throwing getter", throwingGetter("strict"), "/strict: could not be read"],
];

const WITH_OPTIONS: [string, (options: unknown) => unknown][] = [
  ["validateRunInstall", (options) => validateRunInstall({}, options as ValidateRunInstallOptions)],
  ["normalizeRunInstall", (options) => normalizeRunInstall({}, options as ValidateRunInstallOptions)],
  ["parseRunInstall", (options) => parseRunInstall("{}", options as ValidateRunInstallOptions)],
];

describe.each(WITH_OPTIONS)("%s refuses wrong options with INVALID_OPTIONS", (_, call) => {
  it.each(BAD_OPTIONS)("%s", (__, options, message) => {
    const error = expectRefusal(() => call(options), "INVALID_OPTIONS");
    expect(error.errors[0]?.message).toContain(message);
    expect(error.message).toContain("Expected options such as { strict: true }");
  });

  it.each([["none", undefined], ["{}", {}], ["strict: false", { strict: false }], ["strict: undefined", { strict: undefined }]])(
    "accepts %s",
    (__, options) => {
      expect(() => call(options)).not.toThrow();
    },
  );
});

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

const MEGABYTE = 1_000_000;

/** Calls that refuse an input of about 1 MB. */
const HUGE: [string, () => unknown][] = [
  ["a 1 MB cwd", () => normalizeRunInstall({ cwd: 1, args: "a".repeat(MEGABYTE) })],
  ["a 1 MB unknown key, strict", () => normalizeRunInstall({ ["k".repeat(MEGABYTE)]: 1 }, { strict: true })],
  ["500 000 bad args", () => normalizeRunInstall({ args: Array(MEGABYTE / 2).fill(1) })],
  ["500 000 bad entries", () => toInstallCommands(Array(MEGABYTE / 2).fill(true) as RunInstall[])],
  ["a 1 MB key as an option", () => validateRunInstall({}, { ["k".repeat(MEGABYTE)]: true } as ValidateRunInstallOptions)],
  ["a 1 MB YAML text", () => parseRunInstall(`cwd: ${"a".repeat(MEGABYTE)}`)],
  ["a 190 KB YAML key", () => parseRunInstall(`${"k".repeat(190_000)}: 1`, { strict: true })],
  ["a 1 MB text given as the value", () => normalizeRunInstall("y".repeat(MEGABYTE))],
];

describe("a 1 MB input gives a message under 1 KB", () => {
  it.each(HUGE)("%s", (_, call) => {
    const error = thrown(call);
    expect(error).toBeInstanceOf(RunInstallError);
    expect((error as RunInstallError).message.length).toBeLessThan(1024);
  });
});
