// The standalone validators generated at build time must agree with ajv run on the schema itself.
import "./support/require-build";
import Ajv from "ajv";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateSchema, validateStrictSchema } from "../src/generated/validators";
import type { RawValidator } from "../src/internal/raw-validator";
import { runInstallSchema } from "../src/schema";

// The same options as scripts/generate-validators.mjs; the strict schema is derived independently.
const ajv = new Ajv({ allErrors: true, strict: true });
const strictSchema = {
  ...runInstallSchema,
  definitions: { RunInstall: { ...runInstallSchema.definitions.RunInstall, additionalProperties: false } },
};
const REFERENCE: [string, RawValidator, RawValidator][] = [
  ["schema", validateSchema, ajv.compile(runInstallSchema)],
  ["strict schema", validateStrictSchema, ajv.compile(strictSchema)],
];

const anyJson = fc.jsonValue({ maxDepth: 3 });
const key = fc.oneof(fc.constantFrom("recursive", "cwd", "args", "recusive", "__proto__", "constructor"), fc.string());
const field = fc.oneof(fc.boolean(), fc.string(), fc.array(fc.oneof(fc.string(), anyJson), { maxLength: 4 }), anyJson);
const entry = fc.oneof(
  fc.record(
    { recursive: fc.oneof(fc.boolean(), anyJson), cwd: fc.oneof(fc.string(), anyJson), args: field },
    { requiredKeys: [] },
  ),
  fc.dictionary(key, field, { maxKeys: 4 }),
  anyJson,
);
/** Values near the schema's edges: mostly almost-valid, so that both outcomes are common. */
const corpus = fc.oneof(entry, fc.array(entry, { maxLength: 5 }), fc.constantFrom(null, true, false), anyJson);

describe("the standalone validator agrees with ajv on the schema", () => {
  it.each(REFERENCE)("%s, over 5000 generated values (seed 20240611)", (_, standalone, reference) => {
    let valid = 0;
    fc.assert(
      fc.property(corpus, (value) => {
        const ok = standalone(value);
        expect(ok).toBe(reference(value));
        expect(standalone.errors ?? null).toEqual(reference.errors ?? null);
        if (ok) valid++;
      }),
      { seed: 20240611, numRuns: 5000 },
    );
    // Both outcomes must be well represented, or the agreement proves little.
    expect(valid).toBeGreaterThan(500);
    expect(valid).toBeLessThan(4500);
  });
});
