import "./support/require-build";
import { describe, expect, it } from "vitest";
import { parseRunInstall, RunInstallError } from "../src";
import type { RunInstall, RunInstallIssue } from "../src";
// Messages quote input through the shared helpers; their cut and format are tested where they live.
import { describeValue, quote } from "../src/internal/describe-value";

const VALID: [string, RunInstall[]][] = [
  ["", []],
  ["null", []],
  ["Null", []],
  ["~", []],
  ["false", []],
  ["False", []],
  ["[]", []],
  ["true", [{ recursive: true }]],
  ["True", [{ recursive: true }]],
  ["TRUE", [{ recursive: true }]],
  ["# install everything\ntrue\n", [{ recursive: true }]],
  ["{}", [{}]],
  ["recursive: true\nargs: [--frozen-lockfile, --strict-peer-dependencies]", [
    { recursive: true, args: ["--frozen-lockfile", "--strict-peer-dependencies"] },
  ]],
  ["- cwd: docs\n- recursive: true\n  args:\n    - --prefer-offline", [
    { cwd: "docs" }, { recursive: true, args: ["--prefer-offline"] },
  ]],
  ['cwd: "1"', [{ cwd: "1" }]],
  ["recusive: true", [{ recusive: true }]],
  ["__proto__: {args: 1}", [JSON.parse('{"__proto__": {"args": 1}}')]],
];

describe("parseRunInstall accepts", () => {
  it.each(VALID)("%j", (text, expected) => {
    expect(parseRunInstall(text)).toEqual(expected);
  });
});

const UNION = "must be a RunInstall object, an array of RunInstall objects, null or a boolean";

const INVALID: [string, RunInstallIssue][] = [
  ["yes", { path: "", keyword: "anyOf", message: `(root): ${UNION} (got string "yes")` }],
  ["on", { path: "", keyword: "anyOf", message: `(root): ${UNION} (got string "on")` }],
  ["1", { path: "", keyword: "anyOf", message: `(root): ${UNION} (got number 1)` }],
  ["args: --frozen-lockfile", {
    path: "/args", keyword: "type", message: '/args: must be an array of strings (got string "--frozen-lockfile")',
  }],
  ["args: [1]", { path: "/args/0", keyword: "type", message: "/args/0: must be a string (got number 1)" }],
  ["recursive: yes", {
    path: "/recursive", keyword: "type", message: '/recursive: must be a boolean (true or false) (got string "yes")',
  }],
  ["cwd: 1", { path: "/cwd", keyword: "type", message: "/cwd: must be a string (got number 1)" }],
  ["- {}\n- true", { path: "/1", keyword: "type", message: "/1: must be a RunInstall object (got boolean true)" }],
  ["- - cwd: a", { path: "/0", keyword: "type", message: `/0: must be a RunInstall object (got ${describeValue([{}])})` }],
];

describe("parseRunInstall refuses with INVALID_RUN_INSTALL", () => {
  it.each(INVALID)("%j", (text, found) => {
    expect(() => parseRunInstall(text)).toThrowError(expect.objectContaining({ code: "INVALID_RUN_INSTALL", errors: [found] }));
  });

  it("refuses unknown keys with { strict: true }", () => {
    expect(() => parseRunInstall("recusive: true", { strict: true })).toThrowError(
      expect.objectContaining({ errors: [expect.objectContaining({ suggestion: "recursive" })] }),
    );
  });

  it("refuses a value that is not a string", () => {
    expect(() => parseRunInstall(1 as unknown as string)).toThrowError("(root): must be a YAML string (got number 1)");
  });
});

/** A YAML_SYNTAX issue. */
function yamlIssue(line: number, column: number, reason: string): RunInstallIssue {
  return { path: "", keyword: "yaml", line, column, message: `line ${line}, column ${column}: ${reason}` };
}

const SYNTAX: [string, string, RunInstallIssue][] = [
  ["an unclosed flow sequence", "args: [1,\n bar", yamlIssue(2, 5, "Flow sequence in block collection must be sufficiently indented and end with a ]")],
  ["an unclosed flow map", "{recursive: true", yamlIssue(1, 17, "Flow map must end with a }")],
  ["a duplicate key", "cwd: a\ncwd: b", yamlIssue(2, 1, "Map keys must be unique")],
  ["a missing quote", 'cwd: "abc', yamlIssue(1, 10, 'Missing closing "quote')],
  ["a tab as indentation", "\trecursive: true", yamlIssue(1, 1, "Tabs are not allowed as indentation")],
  ["an unknown alias", "cwd: *x", yamlIssue(1, 6, 'Unresolved alias (the anchor must be set before the alias): "x"')],
];

describe("parseRunInstall refuses with YAML_SYNTAX", () => {
  it.each(SYNTAX)("%s", (_, text, found) => {
    expect(() => parseRunInstall(text)).toThrowError(expect.objectContaining({ code: "YAML_SYNTAX", errors: [found] }));
  });

  it("quotes the offending line with a caret and shows an example", () => {
    const error = (() => {
      try {
        parseRunInstall("args: [1,\n bar");
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(RunInstallError);
    expect((error as RunInstallError).message).toBe(
      [
        "Invalid YAML in RunInstall input at line 2, column 5: Flow sequence in block collection must be sufficiently indented and end with a ]",
        "",
        " bar",
        "    ^",
        'Expected YAML such as "true", "{ recursive: true, args: [--frozen-lockfile] }" or "- cwd: docs".',
      ].join("\n"),
    );
  });
});

describe("parseRunInstall on large input", () => {
  it("reads a 100 KB list", () => {
    const text = Array.from({ length: 5000 }, (_, i) => `- cwd: packages/p${i}\n  args: [--x]`).join("\n");
    expect(text.length).toBeGreaterThan(100_000);
    const list = parseRunInstall(text);
    expect(list).toHaveLength(5000);
    expect(list[4999]).toEqual({ cwd: "packages/p4999", args: ["--x"] });
  });

  it("reports a 100 KB string with a short quote", () => {
    const text = `args: ${"a".repeat(100_000)}`;
    expect(() => parseRunInstall(text)).toThrowError(`/args: must be an array of strings (got string ${quote("a".repeat(100_000))})`);
  });
});
