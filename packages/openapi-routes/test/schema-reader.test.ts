import { describe, expect, it } from "vitest";
import { createResolver } from "../src/resolve-ref";
import { createSchemaReader } from "../src/schema-reader";

const document = {
  components: {
    schemas: {
      Id: { type: "string" },
      Node: { type: "object", properties: { child: { $ref: "#/components/schemas/Node" } } },
      Named: { allOf: [{ properties: { name: { type: "string" } } }, { $ref: "#/components/schemas/Tagged" }] },
      Tagged: { properties: { tags: { type: "array", items: { type: "string" } } } },
    },
  },
};
const resolve = createResolver(document);
const reader = createSchemaReader(resolve);
const schemaKind = (schema: unknown): string => reader.kind(schema, {});
const propertyKinds = (schema: unknown): Map<string, string> =>
  new Map([...reader.shape(schema, {}).properties].map(([name, property]) => [name, reader.kind(property, {})]));

describe("schemaKind: is every value a primitive, which every style writes alike?", () => {
  it.each([
    ["a string", { type: "string" }, "primitive"],
    ["a nullable integer (3.1)", { type: ["integer", "null"] }, "primitive"],
    ["an array", { type: "array", items: { type: "string" } }, "structured"],
    ["an object", { type: "object" }, "structured"],
    ["an enum of strings, no type", { enum: ["a", "b"] }, "primitive"],
    ["a reference to a string", { $ref: "#/components/schemas/Id" }, "primitive"],
    ["anyOf primitives", { anyOf: [{ type: "integer" }, { type: "string" }] }, "primitive"],
    ["anyOf an object or a primitive (Stripe's created)", { anyOf: [{ type: "object" }, { type: "integer" }] }, "structured"],
    ["allOf of a reference", { allOf: [{ $ref: "#/components/schemas/Id" }] }, "primitive"],
    ["a schema that says nothing", {}, "structured"],
    ["no schema", undefined, "structured"],
  ])("%s", (_, schema, kind) => {
    expect(schemaKind(schema)).toBe(kind);
  });
});

describe("propertyKinds: the top-level properties of an object schema", () => {
  it("merges allOf parts and follows references", () => {
    expect(Object.fromEntries(propertyKinds({ $ref: "#/components/schemas/Named" }))).toEqual({ name: "primitive", tags: "structured" });
  });

  it("reads a recursive schema one level deep", () => {
    expect(Object.fromEntries(propertyKinds({ $ref: "#/components/schemas/Node" }))).toEqual({ child: "structured" });
  });

  it.each([["not an object", "x"], ["no properties", { type: "object" }]])("is empty for %s", (_, schema) => {
    expect(propertyKinds(schema).size).toBe(0);
  });
});
