import type { FromSchema } from "json-schema-to-ts";
import { describe, expectTypeOf, it } from "vitest";
import type { InstallCommand, RunInstall, RunInstallInput, RunInstallValidation } from "../src";
import {
  normalizeRunInstall,
  parseRunInstall,
  runInstallSchema,
  toInstallCommands,
  validateRunInstall,
} from "../src";

// The written-out types must equal the types json-schema-to-ts derives from the schema, so the
// schema stays the single source of truth while the published .d.ts needs no json-schema-to-ts.
type DerivedRunInstall = FromSchema<typeof runInstallSchema.definitions.RunInstall>;
type DerivedInput = FromSchema<typeof runInstallSchema>;

describe("types derived from the schema", () => {
  it("RunInstall equals FromSchema of definitions.RunInstall", () => {
    expectTypeOf<RunInstall>().toEqualTypeOf<DerivedRunInstall>();
  });

  it("RunInstallInput equals FromSchema of the whole schema", () => {
    expectTypeOf<RunInstallInput>().toEqualTypeOf<DerivedInput>();
  });

  it("RunInstall has the three optional fields and allows unknown keys", () => {
    expectTypeOf<RunInstall["recursive"]>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<RunInstall["cwd"]>().toEqualTypeOf<string | undefined>();
    expectTypeOf<RunInstall["args"]>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf({}).toExtend<RunInstall>();
    expectTypeOf({ extra: 1 }).toExtend<RunInstall>();
    expectTypeOf({ args: "--frozen-lockfile" }).not.toExtend<RunInstall>();
    expectTypeOf({ args: [1] }).not.toExtend<RunInstall>();
  });

  it("runInstallSchema is a literal constant", () => {
    expectTypeOf(runInstallSchema.$schema).toEqualTypeOf<"http://json-schema.org/draft-07/schema#">();
    expectTypeOf(runInstallSchema.definitions.RunInstall.properties.cwd.type).toEqualTypeOf<"string">();
  });
});

describe("function types", () => {
  it("validateRunInstall narrows on ok", () => {
    const result = validateRunInstall(JSON.parse("null"));
    expectTypeOf(result).toEqualTypeOf<RunInstallValidation>();
    if (result.ok) expectTypeOf(result.value).toEqualTypeOf<RunInstallInput>();
    else expectTypeOf(result.errors[0]!.path).toEqualTypeOf<string>();
  });

  it("the normalisers return lists", () => {
    expectTypeOf(normalizeRunInstall(true)).toEqualTypeOf<RunInstall[]>();
    expectTypeOf(parseRunInstall("true")).toEqualTypeOf<RunInstall[]>();
    expectTypeOf(toInstallCommands([{}])).toEqualTypeOf<InstallCommand[]>();
    expectTypeOf(toInstallCommands).parameter(0).toEqualTypeOf<readonly RunInstall[]>();
    expectTypeOf(parseRunInstall).parameter(0).toEqualTypeOf<string>();
  });
});
