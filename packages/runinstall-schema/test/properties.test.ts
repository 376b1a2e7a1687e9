// Properties over generated inputs (fast-check, fixed seeds): no function throws anything but
// RunInstallError, none changes its input, and the checked copy is faithful to the input.
import "./support/require-build";
import { anyValue, deepFreeze } from "@scope/test-utils";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeRunInstall, parseRunInstall, RunInstallError, toInstallCommands, validateRunInstall } from "../src";
import type { RunInstall, ValidateRunInstallOptions } from "../src";

const RUNS = { numRuns: 500, seed: 20261122 };


/** A valid RunInstall entry, and lists of them. */
const entry = fc.record(
  { recursive: fc.boolean(), cwd: fc.string(), args: fc.array(fc.string(), { maxLength: 4 }) },
  { requiredKeys: [] },
);
const validValue = fc.oneof(entry, fc.array(entry, { maxLength: 4 }), fc.constantFrom(null, true, false));

/** Runs `call`; anything thrown but a RunInstallError fails the property. */
function onlyRunInstallErrors(call: () => unknown): void {
  try {
    call();
  } catch (error) {
    if (!(error instanceof RunInstallError)) throw error;
  }
}

describe("on any value", () => {
  it("validateRunInstall never throws and never changes the value", () => {
    fc.assert(
      fc.property(anyValue, fc.boolean(), (value, strict) => {
        validateRunInstall(deepFreeze(value), { strict });
      }),
      RUNS,
    );
  });

  it("normalizeRunInstall and toInstallCommands throw only RunInstallError", () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        onlyRunInstallErrors(() => normalizeRunInstall(deepFreeze(value)));
        onlyRunInstallErrors(() => toInstallCommands(value as RunInstall[]));
      }),
      RUNS,
    );
  });

  it("any options: accepted or refused with INVALID_OPTIONS", () => {
    fc.assert(
      fc.property(anyValue, (options) => {
        try {
          validateRunInstall({}, options as ValidateRunInstallOptions);
        } catch (error) {
          expect(error).toBeInstanceOf(RunInstallError);
          expect((error as RunInstallError).code).toBe("INVALID_OPTIONS");
        }
      }),
      RUNS,
    );
  });

  it("parseRunInstall throws only RunInstallError, whatever the text", () => {
    const yamlish = fc.stringMatching(/^[-[\]{}:,&*!|>'"#?% \nabc01]*$/, { maxLength: 60 });
    fc.assert(
      fc.property(fc.oneof(fc.string(), yamlish), (text) => onlyRunInstallErrors(() => parseRunInstall(text))),
      RUNS,
    );
  });
});

describe("on valid values", () => {
  it("validateRunInstall returns an equal copy, never the input's own objects", () => {
    fc.assert(
      fc.property(validValue, (value) => {
        const result = validateRunInstall(deepFreeze(value));
        expect(result).toEqual({ ok: true, value });
        if (result.ok && typeof value === "object" && value !== null) expect(result.value).not.toBe(value);
      }),
      RUNS,
    );
  });

  it("the value written as JSON (which is YAML 1.2) parses to the same list", () => {
    fc.assert(
      fc.property(validValue, (value) => {
        expect(parseRunInstall(JSON.stringify(value))).toEqual(normalizeRunInstall(value));
      }),
      RUNS,
    );
  });
});
