// `scope-endpoint routes <file>`: the route table of a description, JSON or YAML, and its refusals.
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../src/cli";
import { routesCommand, type YamlParse } from "../src/cli/routes-command";
import { compileRoutes } from "../src/openapi";

const folder = mkdtempSync(join(tmpdir(), "scope-routes-"));
const DOCUMENT = {
  openapi: "3.0.3",
  info: { title: "Pets", version: "1" },
  servers: [{ url: "/v1" }],
  paths: { "/pets": { get: { parameters: [{ name: "x-trace", in: "header", required: true, schema: { type: "string" } }] } } },
};
const YAML = [
  "openapi: 3.0.3",
  "info: { title: Pets, version: '1' }",
  "servers: [{ url: /v1 }]",
  "paths:",
  "  /pets:",
  "    get:",
  "      parameters:",
  "        - { name: x-trace, in: header, required: true, schema: { type: string } }",
].join("\n");
// The yaml package is a dependency of @scope/runinstall-schema in this repository.
const yamlParse = (createRequire(new URL("../../runinstall-schema/package.json", import.meta.url))("yaml") as { parse: YamlParse }).parse;

function file(name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

function run(...argv: string[]): { status: number; out: string; err: string } {
  let out = "";
  let err = "";
  const status = main(argv, { write: (text: string) => (out += text) }, { write: (text: string) => (err += text) });
  return { status, out, err };
}

describe("routes", () => {
  const expected = compileRoutes(DOCUMENT, { documentUrl: "https://pets.example/openapi.json" });

  it("prints the table of a JSON description as one line of JSON", () => {
    const { status, out } = run("routes", file("pets.json", JSON.stringify(DOCUMENT)), "--document-url", "https://pets.example/openapi.json");
    expect([status, out.endsWith("\n"), out.trim().includes("\n")]).toEqual([0, true, false]);
    expect(JSON.parse(out)).toEqual(expected);
    expect(expected.s).toBe("https://pets.example/v1");
  });

  it("reads YAML with the yaml package", () => {
    const path = file("pets.yaml", YAML);
    expect(JSON.parse(routesCommand([path, "--document-url=https://pets.example/openapi.json"], () => yamlParse))).toEqual(expected);
  });

  it.each([
    ["no file", [], () => yamlParse, "ROUTES_USAGE"],
    ["two files", ["a.json", "b.json"], () => yamlParse, "ROUTES_USAGE"],
    ["an unknown option", ["a.json", "--pretty"], () => yamlParse, "ROUTES_USAGE"],
    ["a file that cannot be read", [join(folder, "missing.json")], () => yamlParse, "DESCRIPTION_UNREADABLE"],
    ["invalid JSON", [file("bad.json", "{ nope")], () => yamlParse, "DESCRIPTION_INVALID"],
    ["invalid YAML", [file("bad.yaml", "a: [1")], () => yamlParse, "DESCRIPTION_INVALID"],
    ["YAML without the yaml package", [file("pets.yml", YAML)], () => undefined, "YAML_UNAVAILABLE"],
  ])("refuses %s", (_, argv, loadYaml, code) => {
    expect(() => routesCommand(argv, loadYaml)).toThrow(expect.objectContaining({ name: "CliUsageError", code }));
  });

  it("prints a description compileRoutes refuses as one line naming the operation and the part", () => {
    // 26.2: a media type no header may carry refuses the whole description (an operation that
    // merely cannot be built, such as a label style in the query, gets an entry saying why instead).
    const bad = { ...DOCUMENT, paths: { "/pets": { post: { requestBody: { content: { "text/plain\r\nx-injected: 1": {} } } } } } };
    const { status, out, err } = run("routes", file("media.json", JSON.stringify(bad)));
    expect([status, out]).toEqual([2, ""]);
    expect(err).toMatch(/^scope-endpoint: OpenApiError: .*"POST \/pets".*"requestBody.content".*U\+000D at position 10/);
    expect(err).not.toContain("x-injected");
  });

  it("25.4: --strict prints the closed table fromOpenApi binds", () => {
    const path = file("strict.json", JSON.stringify(DOCUMENT));
    const { status, out } = run("routes", path, "--strict", "--document-url", "https://pets.example/openapi.json");
    expect(status).toBe(0);
    expect(JSON.parse(out)).toEqual(compileRoutes(DOCUMENT, { documentUrl: "https://pets.example/openapi.json", strict: true }));
    expect(JSON.parse(out)).toMatchObject({ c: 1, r: { "GET /pets": { p: { "x-trace": "h!" }, k: "x" } } });
    expect(() => routesCommand([path, "--strict=yes"], () => yamlParse)).toThrow(expect.objectContaining({ code: "ROUTES_USAGE" }));
  });

  it("26.8: YAML whose openapi is a cycle of aliases is a typed error naming the alias, not a TypeError", () => {
    const path = file("cycle.yaml", "openapi: &a [*a]\npaths: {}\n");
    // The CLI's one reader refuses a value that holds itself before the compiler sees it.
    expect(() => routesCommand([path], () => yamlParse)).toThrow(expect.objectContaining({ name: "CliUsageError", code: "DESCRIPTION_CYCLIC" }));
  });
});
