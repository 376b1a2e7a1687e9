// Issue 25.4, the compiler's side: fromOpenApi binds the closed table compileRoutes writes with
// `strict: true`, so a key the description does not name is refused rather than sent. (Refusing
// routes and content types the description lacks is the run time's, tested with it.)
import { describe, expect, it } from "vitest";
import { UnknownParameterError } from "../src/index";
import { compileRoutes, fromOpenApi } from "../src/openapi";

const PETS = {
  openapi: "3.1.0",
  info: { title: "pets", version: "1" },
  servers: [{ url: "https://pets.example/v1" }],
  paths: {
    "/pets": {
      get: { parameters: [{ name: "limit", in: "query", schema: { type: "integer" } }] },
      post: { requestBody: { content: { "application/json": { schema: { type: "object", properties: { name: { type: "string" } } } } } } },
    },
    "/notes": { post: { requestBody: { content: { "application/json": { schema: { type: "object", additionalProperties: true } } } } } },
  },
};

describe("25.4 fromOpenApi binds the strict table", () => {
  const pets = fromOpenApi(PETS);

  it.each([
    ["a misspelled query parameter", "GET /pets", { limt: 10 }],
    ["a misspelled body property", "POST /pets", { nmae: "Rex" }],
  ])("25.4 refuses %s", (_, route, options) => {
    expect(() => pets(route, options)).toThrow(UnknownParameterError);
  });

  it("25.4 builds what the description names, and other keys where the body allows them", () => {
    expect(pets("GET /pets", { limit: 10 }).url).toBe("https://pets.example/v1/pets?limit=10");
    expect(pets("POST /pets", { name: "Rex" }).body).toEqual({ name: "Rex" });
    expect(pets("POST /notes", { text: "hi" }).body).toEqual({ text: "hi" });
  });

  it("25.4 the table it binds is the closed one", () => {
    expect(compileRoutes(PETS, { strict: true })).toMatchObject({ c: 1, r: { "GET /pets": { k: "x" }, "POST /pets": { k: "x" } } });
  });
});
