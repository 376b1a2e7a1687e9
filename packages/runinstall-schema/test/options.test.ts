// Wrong options: every function that takes options refuses them with INVALID_OPTIONS, never a
// TypeError, and names the problem.
import "./support/require-build";
import { describe, expect, it } from "vitest";
import { normalizeRunInstall, parseRunInstall, validateRunInstall } from "../src";
import type { ValidateRunInstallOptions } from "../src";
import { expectRefusal, revoked, throwingGetter } from "./support/hostile";

const BAD_OPTIONS: [string, unknown, string][] = [
  ["a string", "yes", '(root): must be an object such as { strict: true } (got string "yes")'],
  ["a number", 1, "(root): must be an object"],
  ["null", null, "(root): must be an object"],
  ["an array", [true], "(root): must be an object"],
  ["a function", () => true, "(root): must be an object"],
  ["strict as a string", { strict: "yes" }, '/strict: must be a boolean (true or false) (got string "yes")'],
  ["strict as a number", { strict: 1 }, "/strict: must be a boolean"],
  ["a misspelt option", { strcit: true }, '/strcit: unknown option "strcit" (did you mean "strict"?)'],
  ["an unknown option", { strict: true, depth: 3 }, '/depth: unknown option "depth" (known options: strict'],
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
