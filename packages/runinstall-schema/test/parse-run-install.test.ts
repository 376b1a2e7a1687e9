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

/** An INVALID_RUN_INSTALL issue of a YAML text: the rule broken, then where the value is. */
function placed(path: string, keyword: string, rule: string, line: number, column: number): RunInstallIssue {
  return { path, keyword, line, column, message: `${path === "" ? "(root)" : path}: ${rule} at line ${line}, column ${column}` };
}

const YES = '; YAML 1.2 reads "yes" as a string: write true';

const INVALID: [string, RunInstallIssue][] = [
  ["yes", { ...placed("", "anyOf", `${UNION} (got string "yes")${YES}`, 1, 1), suggestion: "true" }],
  ["on", { ...placed("", "anyOf", `${UNION} (got string "on"); YAML 1.2 reads "on" as a string: write true`, 1, 1), suggestion: "true" }],
  ["1", placed("", "anyOf", `${UNION} (got number 1)`, 1, 1)],
  ["args: --frozen-lockfile", placed("/args", "type", 'must be an array of strings (got string "--frozen-lockfile")', 1, 1)],
  ["args: [1]", placed("/args/0", "type", "must be a string (got number 1)", 1, 8)],
  ["recursive: yes", { ...placed("/recursive", "type", `must be a boolean (true or false) (got string "yes")${YES}`, 1, 1), suggestion: "true" }],
  ["cwd: 1", placed("/cwd", "type", "must be a string (got number 1)", 1, 1)],
  ["- {}\n- true", placed("/1", "type", "must be a RunInstall object (got boolean true)", 2, 3)],
  ["- - cwd: a", placed("/0", "type", `must be a RunInstall object (got ${describeValue([{}])})`, 1, 3)],
  ['- cwd: docs\n- args: ["a\\0b"]', placed("/1/args/0", "pattern", 'must be a string without NUL characters, which no command-line argument can carry (got string "a\\u0000b")', 2, 10)],
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
  // An unclosed "[" or "{" is reported where it opens, not where the "]" was looked for.
  ["an unclosed flow sequence", "args: [1,\n bar", yamlIssue(1, 7, "Flow sequence in block collection must be sufficiently indented and end with a ]")],
  ["an unclosed flow sequence at the end", "- recursive: [", yamlIssue(1, 14, "Flow sequence in block collection must be sufficiently indented and end with a ]")],
  ["an unclosed flow sequence before a line break", "- recursive: [\n", yamlIssue(1, 14, "Flow sequence in block collection must be sufficiently indented and end with a ]")],
  ["an unclosed flow sequence before an entry", "- recursive: [\n- cwd: x\n", yamlIssue(1, 14, "Flow sequence in block collection must be sufficiently indented and end with a ]")],
  ["an unclosed flow sequence inside a closed one", "args: [[a, b]\ncwd: x", yamlIssue(1, 7, "Flow sequence in block collection must be sufficiently indented and end with a ]")],
  ["an unclosed flow map", "{recursive: true", yamlIssue(1, 1, "Flow map must end with a }")],
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
        parseRunInstall("- recursive: [\n");
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(RunInstallError);
    expect((error as RunInstallError).message).toBe(
      [
        "Invalid YAML in RunInstall input at line 1, column 14: Flow sequence in block collection must be sufficiently indented and end with a ]",
        "",
        "- recursive: [",
        "             ^",
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

// A workflow that holds the value deep inside, as pnpm/action-setup takes it.
const WORKFLOW = [
  "defaults: &offline [--prefer-offline]",
  "jobs:",
  "  build:",
  "    steps:",
  "      - uses: pnpm/action-setup@v4",
  "        with:",
  "          run_install:",
  "            - recursive: true",
  "              args: *offline",
  "            - cwd: docs",
  "              args: [--frozen-lockfile, 1]",
].join("\n");

const AT = ["jobs", "build", "steps", 0, "with", "run_install"];
const AT_POINTER = "/jobs/build/steps/0/with/run_install";

describe("parseRunInstall with { path } reads a value inside a larger document", () => {
  it("reads the value at the path, anchors anywhere in the document resolved", () => {
    const text = WORKFLOW.replace(", 1]", "]");
    expect(parseRunInstall(text, { path: AT })).toEqual([{ recursive: true, args: ["--prefer-offline"] }, { cwd: "docs", args: ["--frozen-lockfile"] }]);
    expect(parseRunInstall("ci:\n  run_install: true", { path: ["ci", "run_install"] })).toEqual([{ recursive: true }]);
    expect(parseRunInstall("true", { path: [] })).toEqual([{ recursive: true }]);
  });

  it("gives a problem its path from the document's root and its line and column in the file", () => {
    expect(() => parseRunInstall(WORKFLOW, { path: AT })).toThrowError(expect.objectContaining({
      code: "INVALID_RUN_INSTALL",
      errors: [placed(`${AT_POINTER}/1/args/1`, "type", "must be a string (got number 1)", 11, 41)],
    }));
  });

  it("reports a YAML syntax error at its line in the whole file", () => {
    const text = WORKFLOW.replace("      - uses: pnpm/action-setup@v4", "      - uses: [pnpm/action-setup@v4");
    expect(() => parseRunInstall(text, { path: AT })).toThrowError(expect.objectContaining({
      code: "YAML_SYNTAX", errors: [expect.objectContaining({ line: 5, column: 15 })],
    }));
  });

  it.each([
    ["a missing key", ["jobs", "test"], "/jobs/test", 'not found: the document has no key "test" in object', 2, 1],
    ["an index past the end", [...AT.slice(0, 3), 1], "/jobs/build/steps/1", "not found: the document has no item 1 in array", 4, 5],
    ["an index into a mapping", ["jobs", 0], "/jobs/0", "not found: the document has no item 0 in object", 2, 1],
    ["a key into a scalar", ["defaults", "x"], "/defaults/x", "not found: the document has no key \"x\" in array", 1, 1],
  ] as const)("refuses %s with keyword path, at the key that holds no such value", (_title, path, pointer, rule, line, column) => {
    let caught: unknown;
    try {
      parseRunInstall(WORKFLOW, { path });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(RunInstallError);
    const [found] = (caught as RunInstallError).errors;
    expect({ path: found?.path, keyword: found?.keyword, line: found?.line, column: found?.column }).toEqual({ path: pointer, keyword: "path", line, column });
    expect(found?.message).toContain(`${pointer}: ${rule}`);
  });

  it.each([
    ["a string", "ci.run_install", '/path: must be an array of keys and indexes such as ["ci", "run_install"] (got string "ci.run_install")'],
    ["a negative index", ["a", -1], "/path/1: must be a key (a string) or an index (an integer from 0) (got number -1)"],
    ["an object segment", [{}], "/path/0: must be a key (a string) or an index"],
  ])("refuses a path that is %s with INVALID_OPTIONS", (_title, path, message) => {
    expect(() => parseRunInstall("true", { path } as never)).toThrowError(expect.objectContaining({
      code: "INVALID_OPTIONS", errors: [expect.objectContaining({ message: expect.stringContaining(message) })],
    }));
  });
});
