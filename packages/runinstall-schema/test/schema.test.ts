import { readFileSync } from "node:fs";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import { runInstallSchema } from "../src/schema";

const read = (file: string): unknown => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), "utf8"));

describe("runInstallSchema", () => {
  it("is identical to the shipped schema.json", () => {
    expect(read("schema.json")).toStrictEqual(runInstallSchema);
  });

  it("is valid against the draft-07 meta-schema", () => {
    const ajv = new Ajv();
    expect(ajv.validateSchema(runInstallSchema), ajv.errorsText()).toBe(true);
    expect(runInstallSchema.$schema).toBe("http://json-schema.org/draft-07/schema#");
  });

  it("compiles under ajv's strict mode (no unknown keywords or ambiguous types)", () => {
    expect(() => new Ajv({ strict: true }).compile(runInstallSchema)).not.toThrow();
  });

  it("has the root anyOf of the original: a RunInstall, an array of them, null or a boolean", () => {
    expect(runInstallSchema.anyOf).toEqual([
      { $ref: "#/definitions/RunInstall" },
      { type: "array", items: { $ref: "#/definitions/RunInstall" } },
      { type: ["null", "boolean"] },
    ]);
    expect(runInstallSchema.definitions.RunInstall).not.toHaveProperty("required");
    expect(runInstallSchema.definitions.RunInstall).not.toHaveProperty("additionalProperties");
  });

  it("is exported as ./schema.json and published in files", () => {
    const manifest = read("package.json") as { exports: Record<string, unknown>; files: string[] };
    expect(manifest.exports["./schema.json"]).toBe("./schema.json");
    expect(manifest.files).toContain("schema.json");
  });
});
