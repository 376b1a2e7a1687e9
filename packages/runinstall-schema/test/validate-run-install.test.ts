import "./support/require-build";
import { describe, expect, it } from "vitest";
import { validateRunInstall } from "../src";
import type { RunInstallIssue } from "../src";
// Messages quote input through the shared helpers; their cut and format are tested where they live.
import { describeValue, quote } from "../src/internal/describe-value";
import { deepFreeze } from "@scope/test-utils";

const VALID: [string, unknown][] = [
  ["null", null],
  ["true", true],
  ["false", false],
  ["an empty object", {}],
  ["an empty array", []],
  ["every field", { recursive: true, cwd: "packages/a", args: ["--frozen-lockfile", "--prefer-offline"] }],
  ["recursive: false", { recursive: false }],
  ["empty args", { args: [] }],
  ["an array of objects", [{ cwd: "a" }, {}, { recursive: true, args: ["--ignore-scripts"] }]],
  ["an unknown key (not strict)", { recusive: true, extra: [1, 2] }],
  ["a __proto__ own key", JSON.parse('{"__proto__": {"args": 1}, "cwd": "a"}')],
  ["a constructor key", { constructor: 1 }],
];

describe("validateRunInstall accepts", () => {
  it.each(VALID)("%s", (_, value) => {
    expect(validateRunInstall(deepFreeze(value))).toEqual({ ok: true, value });
  });
});

/** An issue without suggestion, line or column. */
function issue(path: string, keyword: string, rule: string): RunInstallIssue {
  return { path, keyword, message: `${path === "" ? "(root)" : path}: ${rule}` };
}

const UNION = "must be a RunInstall object, an array of RunInstall objects, null or a boolean";

const INVALID: [string, unknown, RunInstallIssue[]][] = [
  ["a number", 5, [issue("", "anyOf", `${UNION} (got number 5)`)]],
  ["a string", "install", [issue("", "anyOf", `${UNION} (got string "install")`)]],
  // YAML 1.1 reads yes, on, no, off as booleans; YAML 1.2 (and JSON) as strings: suggest the boolean.
  ["yes", "yes", [{ ...issue("", "anyOf", `${UNION} (got string "yes"); YAML 1.2 reads "yes" as a string: write true`), suggestion: "true" }]],
  ["recursive: Off", { recursive: "Off" }, [{
    ...issue("/recursive", "type", 'must be a boolean (true or false) (got string "Off"); YAML 1.2 reads "Off" as a string: write false'),
    suggestion: "false",
  }]],
  // spawn throws on a NUL in an argument or a directory: refused here, before any command is built.
  ["a NUL in an argument", { args: ["--filter=a\u0000b"] }, [
    issue("/args/0", "pattern", 'must be a string without NUL characters, which no command-line argument can carry (got string "--filter=a\\u0000b")'),
  ]],
  ["a NUL in cwd", { cwd: "docs\u0000" }, [
    issue("/cwd", "pattern", 'must be a string without NUL characters, which no command-line argument can carry (got string "docs\\u0000")'),
  ]],
  ["undefined", undefined, [issue("", "anyOf", `${UNION} (got undefined)`)]],
  ["args as a string", { args: "--frozen-lockfile" }, [
    issue("/args", "type", 'must be an array of strings (got string "--frozen-lockfile")'),
  ]],
  ["args: [1]", { args: [1] }, [issue("/args/0", "type", "must be a string (got number 1)")]],
  ["args with null", { args: ["a", null] }, [issue("/args/1", "type", "must be a string (got null)")]],
  ["recursive as a string", { recursive: "true" }, [
    issue("/recursive", "type", 'must be a boolean (true or false) (got string "true")'),
  ]],
  ["cwd as a number", { cwd: 1 }, [issue("/cwd", "type", "must be a string (got number 1)")]],
  ["cwd as an object", { cwd: {} }, [issue("/cwd", "type", "must be a string (got object)")]],
  ["true inside an array", [{}, true], [issue("/1", "type", "must be a RunInstall object (got boolean true)")]],
  ["null inside an array", [null], [issue("/0", "type", "must be a RunInstall object (got null)")]],
  ["a nested array", [[{}]], [issue("/0", "type", `must be a RunInstall object (got ${describeValue([{}])})`)]],
  ["several problems", [{ args: [1] }, { cwd: 2, recursive: 3 }], [
    issue("/0/args/0", "type", "must be a string (got number 1)"),
    issue("/1/recursive", "type", "must be a boolean (true or false) (got number 3)"),
    issue("/1/cwd", "type", "must be a string (got number 2)"),
  ]],
  ["a long string, quoted and cut", { args: "x".repeat(100) }, [
    issue("/args", "type", `must be an array of strings (got string ${quote("x".repeat(100))})`),
  ]],
];

describe("validateRunInstall refuses", () => {
  it.each(INVALID)("%s", (_, value, errors) => {
    expect(validateRunInstall(deepFreeze(value))).toEqual({ ok: false, errors });
  });
});

/** An unknown-key issue, with its suggestion when there is one. */
function unknownKey(path: string, key: string, suggestion?: string): RunInstallIssue {
  const hint = suggestion ? `did you mean "${suggestion}"?` : "known keys: recursive, cwd, args";
  const found = issue(path, "unknownKey", `unknown key "${key}" (${hint})`);
  return suggestion === undefined ? found : { ...found, suggestion };
}

const STRICT_INVALID: [string, unknown, RunInstallIssue[]][] = [
  ["a typo (recusive)", { recusive: true }, [unknownKey("/recusive", "recusive", "recursive")]],
  ["a transposition (rceursive)", { rceursive: true }, [unknownKey("/rceursive", "rceursive", "recursive")]],
  ["a case slip (CWD)", { CWD: "a" }, [unknownKey("/CWD", "CWD", "cwd")]],
  ["a missing letter (arg)", [{ arg: ["x"] }], [unknownKey("/0/arg", "arg", "args")]],
  ["a plural slip (argss) in an array", [{}, { argss: [] }], [unknownKey("/1/argss", "argss", "args")]],
  ["a far key", { install: true }, [unknownKey("/install", "install")]],
  ["a key with / and ~", { "a/b~": 1 }, [unknownKey("/a~1b~0", "a/b~")]],
  ["__proto__ as an own key", JSON.parse('{"__proto__": 1}'), [unknownKey("/__proto__", "__proto__")]],
  ["a bad type and an unknown key", { args: "x", cwdd: "." }, [
    unknownKey("/cwdd", "cwdd", "cwd"),
    issue("/args", "type", 'must be an array of strings (got string "x")'),
  ]],
];

describe("validateRunInstall with { strict: true } refuses", () => {
  it.each(STRICT_INVALID)("%s", (_, value, errors) => {
    const result = validateRunInstall(deepFreeze(value), { strict: true });
    expect(result).toEqual({ ok: false, errors });
  });
});

describe("validateRunInstall with { strict: true } accepts", () => {
  it.each(VALID.filter(([title]) => !/unknown|__proto__|constructor/.test(title)))("%s", (_, value) => {
    expect(validateRunInstall(deepFreeze(value), { strict: true })).toEqual({ ok: true, value });
  });
});

describe("validateRunInstall on large input", () => {
  it("checks an array of 100 000 entries and reports each bad one", () => {
    const value = Array.from({ length: 100_000 }, (_, i) => (i % 1000 === 999 ? { args: [i] } : { cwd: `p${i}` }));
    const result = validateRunInstall(deepFreeze(value));
    expect(result.ok ? [] : result.errors.map((found) => found.path)).toEqual(
      Array.from({ length: 100 }, (_, k) => `/${k * 1000 + 999}/args/0`),
    );
  });

  it("gives a short message for a 1 MB unknown key", () => {
    const key = "k".repeat(1_000_000);
    const result = validateRunInstall({ [key]: 1 }, { strict: true });
    const [found] = result.ok ? [] : result.errors;
    expect(found?.path).toBe(`/${key}`);
    expect(found?.message).toBe(
      `/${"k".repeat(79)}…: unknown key ${quote(key)} (known keys: recursive, cwd, args)`,
    );
  });
});
