// Issue 28.2: any API from the shell. `--openapi <description>` and `--routes <table>` build the
// request of the API they describe, with the library's own fromOpenApi and fromRoutes: the same
// result, the same errors. Issue 26.8 (the CLI's part): a YAML alias cycle is refused with a code.
import { execFile, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { main } from "../src/cli";
import { readDocument, type YamlParse } from "../src/cli/read-document";
import { compileRoutes, fromOpenApi } from "../src/openapi";
import { fromRoutes } from "../src/routes";
import { toFetch } from "../src/fetch";
import { toCurl } from "../src/cli/to-curl";
import { startRecordingServer } from "@scope/test-utils";

const folder = mkdtempSync(join(tmpdir(), "scope-cli-api-"));
// The yaml package is a dependency of @scope/runinstall-schema in this repository.
const yaml = createRequire(new URL("../../runinstall-schema/package.json", import.meta.url))("yaml") as { parse: YamlParse; stringify: (value: unknown) => string };

/** A small description: a form body with a header parameter, a multipart body on its own server, a deepObject query. */
export const SHOP = {
  openapi: "3.0.3",
  info: { title: "Shop", version: "1" },
  servers: [{ url: "https://shop.example/api" }],
  paths: {
    "/v1/customers": {
      post: {
        parameters: [{ name: "x-trace", in: "header", schema: { type: "string" } }],
        requestBody: {
          content: {
            "application/x-www-form-urlencoded": {
              schema: { type: "object", properties: { email: { type: "string" }, metadata: { type: "object" } } },
              encoding: { metadata: { style: "deepObject", explode: true } },
            },
          },
        },
      },
    },
    "/v1/files": {
      post: {
        servers: [{ url: "https://files.shop.example" }],
        requestBody: { content: { "multipart/form-data": { schema: { type: "object", properties: { purpose: { type: "string" }, file: { type: "string", format: "binary" } } } } } },
      },
    },
    "/v1/search": { get: { parameters: [{ name: "filter", in: "query", style: "deepObject", explode: true, schema: { type: "object" } }] } },
  },
};

function file(name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

const JSON_FILE = file("shop.json", JSON.stringify(SHOP));
const YAML_FILE = file("shop.yaml", yaml.stringify(SHOP));
const TABLE_FILE = file("routes.json", JSON.stringify(compileRoutes(SHOP)));
// A relative server, resolved against --document-url.
const RELATIVE_FILE = file("relative.json", JSON.stringify({ ...SHOP, servers: [{ url: "/api" }] }));

function run(...argv: string[]): { status: number; out: string; err: string } {
  let out = "";
  let err = "";
  const status = main(argv, { write: (text: string) => (out += text) }, { write: (text: string) => (err += text) });
  return { status, out, err };
}

/** What the library throws for a call, as the CLI's one error line writes it. */
function libraryError(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    const { name, message } = error as Error;
    return `scope-endpoint: ${name}: ${message.split("\n")[0] ?? ""}\n`;
  }
  throw new Error("expected the library to throw");
}

// [title, route, CLI parameters, the same call as options]
const CALLS = [
  ["a form body with a deepObject property and a header", "POST /v1/customers", ["email=ada@example.com", 'metadata:={"plan":"pro"}', "-H", "x-trace: 1"], { email: "ada@example.com", metadata: { plan: "pro" }, headers: { "x-trace": "1" } }],
  ["a deepObject query", "GET /v1/search", ['filter:={"a":1,"b":"x y"}'], { filter: { a: 1, b: "x y" } }],
  ["a baseUrl replaces the table's server", "GET /v1/search", ["--base-url", "https://other.example", 'filter:={"a":1}'], { baseUrl: "https://other.example", filter: { a: 1 } }],
] as const;

describe("28.2 scope-endpoint --openapi and --routes build any API's request", () => {
  const shop = fromOpenApi(SHOP);

  it.each(CALLS)("--openapi (JSON and YAML) and --routes: %s, as fromOpenApi and fromRoutes build it", (_title, route, argv, options) => {
    const expected = shop(route, options);
    expect(fromRoutes(compileRoutes(SHOP))(route, options)).toEqual(expected);
    for (const source of [["--openapi", JSON_FILE], ["--openapi", YAML_FILE], ["--routes", TABLE_FILE]]) {
      const { status, out, err } = run(...source, route, ...argv);
      expect({ status, err }).toEqual({ status: 0, err: "" });
      expect(JSON.parse(out)).toEqual(expected);
    }
  });

  it("--curl prints the request of the description", () => {
    const [, route, argv, options] = CALLS[0];
    const { status, out } = run("--curl", "--openapi", YAML_FILE, route, ...argv);
    expect(status).toBe(0);
    expect(out).toBe(`${toCurl(...toFetch(shop(route, options)))}\n`);
    expect(out).toContain("--url 'https://shop.example/api/v1/customers'");
    expect(out).toContain("--data-raw 'email=ada%40example.com&metadata%5Bplan%5D=pro'");
  });

  it("--curl sends what fetch sends: the printed command, run by sh against a local server", async () => {
    const server = await startRecordingServer();
    try {
      const [, route, argv, options] = CALLS[0];
      const local = fromOpenApi(SHOP, { baseUrl: server.origin });
      await fetch(...toFetch(local(route, options)));
      const { out } = run("--curl", "--openapi", YAML_FILE, "--base-url", server.origin, route, ...argv);
      // Asynchronously: the server answers from this process.
      await promisify(execFile)("sh", ["-c", out], { env: { PATH: process.env["PATH"] ?? "/usr/bin:/bin", HOME: folder, LC_ALL: "C" } });
      // Headers the client adds of its own (Node's fetch: accept-encoding, accept-language, sec-fetch-mode) aside.
      const own = new Set(["host", "connection", "accept-encoding", "accept-language", "sec-fetch-mode"]);
      const [byFetch, byCurl] = server.received.map(({ method, path, headers, body }) => {
        const sent = Object.entries(headers).filter(([name]) => !own.has(name));
        return { method, path, headers: Object.fromEntries(sent), body: body.toString("latin1") };
      });
      expect(byCurl).toEqual(byFetch);
      expect(byCurl?.body).toBe("email=ada%40example.com&metadata%5Bplan%5D=pro");
    } finally {
      await server.close();
    }
  });

  it("a multipart body is printed part by part, to the operation's server; --curl refuses it with a code", () => {
    const { status, out } = run("--routes", TABLE_FILE, "POST /v1/files", "purpose=avatar", "file=text");
    expect(status).toBe(0);
    const { body, ...rest } = shop("POST /v1/files", { purpose: "avatar", file: "text" });
    expect(body).toBeInstanceOf(FormData);
    expect(JSON.parse(out)).toEqual({ ...rest, body: { FormData: [["purpose", "avatar"], ["file", "text"]] } });
    expect(rest.url).toBe("https://files.shop.example/v1/files");
    expect(run("--curl", "--routes", TABLE_FILE, "POST /v1/files", "purpose=avatar").err).toMatch(/^scope-endpoint: CurlCommandError: the body is multipart \(FormData\)/);
  });

  it("--document-url resolves a relative server; --defaults and --merge work as with the GitHub API", () => {
    const documentUrl = "https://docs.shop.example/openapi.json";
    const { out } = run("--openapi", RELATIVE_FILE, "--document-url", documentUrl, "GET /v1/search");
    expect(JSON.parse(out)).toEqual(fromOpenApi({ ...SHOP, servers: [{ url: "/api" }] }, { documentUrl })("GET /v1/search", {}));
    expect(JSON.parse(out).url).toBe("https://docs.shop.example/api/v1/search");
    const defaults = file("defaults.json", JSON.stringify({ headers: { "x-trace": "9" } }));
    const merged = run("--merge", "--defaults", defaults, "--openapi", JSON_FILE, "POST /v1/customers", "email=a");
    expect(JSON.parse(merged.out)).toEqual(shop.defaults({ headers: { "x-trace": "9" } }).merge("POST /v1/customers", { email: "a", headers: {} }));
  });

  it.each([
    ["an invalid header value", ["--openapi", JSON_FILE, "POST /v1/customers", "-H", "x-trace: a\rb"], () => shop("POST /v1/customers", { headers: { "x-trace": "a\rb" } })],
    ["an invalid template", ["--openapi", JSON_FILE, "GET /v1/{x"], () => shop("GET /v1/{x", {})],
    ["a dot-segment", ["--routes", TABLE_FILE, "GET /v1/{x}", "x=.."], () => fromRoutes(compileRoutes(SHOP))("GET /v1/{x}", { x: ".." })],
    ["a method that is no HTTP token", ["--openapi", JSON_FILE, "G(T /v1/search"], () => (shop as unknown as (route: string, options: object) => unknown)("G(T /v1/search", {})],
    // Issue 25.6: an operation that cannot be built is refused when it is called, not the whole description.
    ["an operation the description cannot build", ["--openapi", file("bad.json", JSON.stringify({ ...SHOP, paths: { "/x": { get: { parameters: [{ name: "c", in: "query", style: "label" }] } } } })), "GET /x"], () => fromOpenApi({ ...SHOP, paths: { "/x": { get: { parameters: [{ name: "c", in: "query", style: "label" }] } } } })("GET /x")],
    ["a description the compiler refuses", ["--openapi", file("swagger.json", JSON.stringify({ swagger: "2.0", paths: {} })), "GET /x"], () => fromOpenApi({ swagger: "2.0", paths: {} })],
    ["a route table fromRoutes refuses", ["--routes", file("bad-table.json", '{"v":2}'), "GET /x"], () => fromRoutes({ v: 2 } as never)],
    ["a table that is no object", ["--routes", file("list.json", "[1]"), "GET /x"], () => fromRoutes([1] as never)],
  ])("%s: the library's error, on one line, status 2", (_title, argv, call) => {
    const { status, out, err } = run(...argv);
    expect({ status, out }).toEqual({ status: 2, out: "" });
    expect(err).toBe(libraryError(call));
  });

  it.each([
    [["--openapi", JSON_FILE, "--routes", TABLE_FILE, "GET /x"], /^scope-endpoint: --openapi and --routes cannot be combined: give the API's description or its route table, e\.g\. scope-endpoint --openapi /],
    [["--openapi", JSON_FILE, "--openapi", YAML_FILE, "GET /x"], /^scope-endpoint: option --openapi is given twice/],
    [["--document-url", "https://a.example/o.json", "GET /x"], /^scope-endpoint: --document-url is the address of the --openapi or --routes file/],
    [["--openapi", "GET /x"], /^scope-endpoint: missing the route/],
    [["--openapi", join(folder, "missing.yaml"), "GET /x"], /^scope-endpoint: cannot read the description ".*missing\.yaml": /],
    [["--routes", join(folder, "missing.json"), "GET /x"], /^scope-endpoint: cannot read the route table ".*missing\.json": /],
    [["--routes", file("broken.json", "{ nope"), "GET /x"], /^scope-endpoint: the route table ".*broken\.json" is not valid JSON: /],
    [["--openapi", file("broken.yaml", "a: [1"), "GET /x"], /^scope-endpoint: the description ".*broken\.yaml" is not valid YAML: /],
  ])("%j: a usage error, status 2", (argv, message) => {
    const { status, out, err } = run(...argv);
    expect({ status, out }).toEqual({ status: 2, out: "" });
    expect(err).toMatch(message);
    expect(err.trim().split("\n")).toHaveLength(1);
  });

  it("--help shows both flags with examples", () => {
    const { status, out } = run("--help");
    expect(status).toBe(0);
    expect(out).toContain('scope-endpoint --openapi <openapi.json|yaml> [options] [--] "<METHOD> <path>"');
    expect(out).toContain("--routes <file>");
    expect(out).toContain("--document-url <url>");
    expect(out).toMatch(/^ {2}scope-endpoint --openapi stripe\.yaml --curl "POST \/v1\/customers" email=ada@example\.com/m);
    expect(out).toMatch(/^ {2}scope-endpoint --routes routes\.json .*"GET \/pets\/\{id\}"/m);
  });
});

describe("26.8 a YAML alias that holds itself is refused with a code, wherever the CLI reads YAML", () => {
  const CYCLE = file("cycle.yaml", "openapi: &a [*a]\n");
  // The cycle in an extension the compiler never reads: refused all the same, when the file is read.
  const HIDDEN = file("hidden.yaml", `${yaml.stringify(SHOP)}x-self: &s { again: *s }\n`);

  it.each([
    ["routes", ["routes", CYCLE], '"/openapi/0" is an alias of "/openapi"'],
    ["--openapi", ["--openapi", CYCLE, "GET /x"], '"/openapi/0" is an alias of "/openapi"'],
    ["--routes", ["--routes", file("cycle-table.yaml", "&t { v: 1, r: *t }\n"), "GET /x"], '"/r" is an alias of the whole document'],
    ["routes, in an extension", ["routes", HIDDEN], '"/x-self/again" is an alias of "/x-self"'],
  ])("%s", (_title, argv, where) => {
    const { status, out, err } = run(...argv);
    expect({ status, out }).toEqual({ status: 2, out: "" });
    expect(err).toContain(where);
    expect(err).toMatch(/^scope-endpoint: the (description|route table) ".*holds itself: /);
    expect(err).not.toMatch(/circular|TypeError/);
    expect(() => readDocument(argv[1]!, "description")).toThrow(expect.objectContaining({ name: "CliUsageError", code: "DESCRIPTION_CYCLIC" }));
  });

  it("an alias that repeats a value elsewhere is read as usual", () => {
    const shared = file("shared.yaml", "openapi: 3.0.3\ninfo: &i { title: t, version: '1' }\nx-copy: *i\npaths: {}\n");
    expect(readDocument(shared, "description")).toEqual({ openapi: "3.0.3", info: { title: "t", version: "1" }, "x-copy": { title: "t", version: "1" }, paths: {} });
    expect(run("routes", shared).status).toBe(0);
  });

  it("YAML without the yaml package is refused as before", () => {
    expect(() => readDocument(YAML_FILE, "description", () => undefined)).toThrow(expect.objectContaining({ code: "YAML_UNAVAILABLE" }));
  });
});

describe("28.2 the built command (dist/cli.js), as npx runs it", () => {
  const cli = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
  const shop = fromOpenApi(SHOP);

  function spawn(...argv: string[]): { status: number | null; stdout: string; stderr: string } {
    if (!existsSync(cli)) throw new Error(`${cli} is missing: run \`npm run build\` at the repository root first`);
    return spawnSync(process.execPath, [cli, ...argv], { encoding: "utf8", cwd: fileURLToPath(new URL("..", import.meta.url)) });
  }

  it("--openapi with a YAML description, and --routes, print the library's request; exit status 0", () => {
    const [, route, argv, options] = CALLS[0];
    for (const source of [["--openapi", YAML_FILE], ["--routes", TABLE_FILE]]) {
      const { status, stdout, stderr } = spawn(...source, route, ...argv);
      expect({ status, stderr }).toEqual({ status: 0, stderr: "" });
      expect(JSON.parse(stdout)).toEqual(shop(route, options));
    }
  });

  it("--curl prints the command; errors are one line with exit status 2", () => {
    const [, route, argv, options] = CALLS[0];
    expect(spawn("--openapi", JSON_FILE, "--curl", route, ...argv).stdout).toBe(`${toCurl(...toFetch(shop(route, options)))}\n`);
    const usage = spawn("--openapi", JSON_FILE, "--routes", TABLE_FILE, "GET /x");
    expect({ status: usage.status, stdout: usage.stdout }).toEqual({ status: 2, stdout: "" });
    expect(usage.stderr).toMatch(/^scope-endpoint: --openapi and --routes cannot be combined/);
    const cycle = spawn("--openapi", file("cycle-built.yaml", "openapi: &a [*a]\n"), "GET /x");
    expect({ status: cycle.status, stdout: cycle.stdout }).toEqual({ status: 2, stdout: "" });
    expect(cycle.stderr).toMatch(/^scope-endpoint: the description .* holds itself: "\/openapi\/0" is an alias of "\/openapi"/);
  });
});
