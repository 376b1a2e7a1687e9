import "./support/require-build";
import { describe, expect, it } from "vitest";
import { normalizeRunInstall, RunInstallError } from "../src";
import { deepFreeze } from "@scope/test-utils";

const ROWS: [string, unknown, unknown[]][] = [
  ["null", null, []],
  ["false", false, []],
  ["[]", [], []],
  ["true", true, [{ recursive: true }]],
  ["{}", {}, [{}]],
  ["an object", { cwd: "a", args: ["--frozen-lockfile"] }, [{ cwd: "a", args: ["--frozen-lockfile"] }]],
  ["an array", [{ recursive: true }, { cwd: "b" }], [{ recursive: true }, { cwd: "b" }]],
  ["an object with an unknown key", { extra: 1 }, [{ extra: 1 }]],
];

describe("normalizeRunInstall", () => {
  it.each(ROWS)("%s", (_, value, expected) => {
    expect(normalizeRunInstall(deepFreeze(value))).toEqual(expected);
  });

  it("returns copies of the entries (the checked copies), never the input's own objects", () => {
    const entry = { cwd: "a", args: ["--x"] };
    const input = deepFreeze([entry]);
    const output = normalizeRunInstall(input);
    expect(output).toEqual([entry]);
    expect(output).not.toBe(input);
    expect(output[0]).not.toBe(entry);
    expect(output[0]?.args).not.toBe(entry.args);
  });

  it("throws RunInstallError with every problem on an invalid value", () => {
    const value = deepFreeze([{ args: "--frozen-lockfile" }, true]);
    expect(() => normalizeRunInstall(value)).toThrowError(
      new RunInstallError("INVALID_RUN_INSTALL", [
        { path: "/0/args", keyword: "type", message: '/0/args: must be an array of strings (got string "--frozen-lockfile")' },
        { path: "/1", keyword: "type", message: "/1: must be a RunInstall object (got boolean true)" },
      ]),
    );
  });

  it("refuses unknown keys with { strict: true }", () => {
    expect(normalizeRunInstall({ recusive: true })).toEqual([{ recusive: true }]);
    expect(() => normalizeRunInstall({ recusive: true }, { strict: true })).toThrowError(
      'did you mean "recursive"?',
    );
  });
});

describe("RunInstallError", () => {
  it("has a name, a stable code, the errors and a message with an example", () => {
    const error = (() => {
      try {
        normalizeRunInstall({ args: [1] });
      } catch (caught) {
        return caught;
      }
    })() as RunInstallError;
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(RunInstallError);
    expect({ name: error.name, code: error.code, errors: error.errors, message: error.message }).toEqual({
      name: "RunInstallError",
      code: "INVALID_RUN_INSTALL",
      errors: [{ path: "/args/0", keyword: "type", message: "/args/0: must be a string (got number 1)" }],
      message: [
        "Invalid RunInstall value (1 problem):",
        "  /args/0: must be a string (got number 1)",
        'Expected a RunInstall object, an array of them, null or a boolean, for example { "recursive": true, "args": ["--frozen-lockfile"] }.',
      ].join("\n"),
    });
  });
});
