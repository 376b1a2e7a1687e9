// Issue 28.3: `npm start` and the README show the point. After the GitHub request, `npm start`
// (scripts/example.mjs) builds a request of the description shipped in examples/ with `fromOpenApi`,
// each parameter beside what the description says of it; the README's opening example shows both
// `endpoint` and `fromOpenApi` and runs as written; `npm run pack` (and `npm start`) reuse a build
// that is up to date (scripts/build-freshness.mjs).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as facade from "@scope/endpoint";
import { readmeExample, runDocBlock } from "@scope/test-utils";
import { afterEach, describe, expect, it } from "vitest";
import * as openApiEntry from "../packages/endpoint/src/openapi";
import { buildFreshness } from "../scripts/build-freshness.mjs";
import { workspacePackages } from "../scripts/workspace-packages.mjs";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const BUILT = existsSync(join(ROOT, "packages/endpoint/dist/openapi.js")) && existsSync(join(ROOT, "packages/endpoint/dist/cli.js"));
const SHOP = JSON.parse(readFileSync(join(ROOT, "examples/shop.openapi.json"), "utf8")) as Parameters<typeof openApiEntry.fromOpenApi>[0];
/** The product part of our user-agent; the rest names the runtime, so examples show one machine's. */
const USER_AGENT_RE = /^scope-endpoint\.js\/(?:\d+\.\d+\.\d+|<version>) /;

/** `value` with its `headers["user-agent"]` checked against USER_AGENT_RE and replaced by "UA". */
function withoutUserAgent(value: unknown): unknown {
  const { headers, ...rest } = value as { headers: Record<string, string> };
  expect(headers["user-agent"]).toMatch(USER_AGENT_RE);
  return { ...rest, headers: { ...headers, "user-agent": "UA" } };
}

describe.runIf(BUILT)("28.3 npm start (scripts/example.mjs, on the built packages)", () => {
  const run = spawnSync(process.execPath, [join(ROOT, "scripts/example.mjs")], { cwd: ROOT, encoding: "utf8" });
  const lines = run.stdout.split("\n").map((line) => line.trim().replace(/\s+/g, " "));

  it("28.3 prints the GitHub request first, then a request of examples/shop.openapi.json built with fromOpenApi", () => {
    expect(run.status, run.stderr).toBe(0);
    const github = run.stdout.indexOf('"url": "https://api.github.com/repos/octokit/rest.js/issues?labels=bug%2Cui&per_page=2"');
    const shop = run.stdout.indexOf("examples/shop.openapi.json");
    expect(github).toBeGreaterThan(0);
    expect(shop).toBeGreaterThan(github);
    expect(run.stdout).toContain('import { fromOpenApi } from "@scope/endpoint/openapi";');
  });

  it("28.3 each parameter and body field is printed beside what the description says of it (33.6: the server chosen and the credential too)", () => {
    expect(lines).toEqual(
      expect.arrayContaining([
        "the description says the request has (percent-decoded)",
        "(server) https://{region}.shop.example/api, region: eu | us (default eu) https://us.shop.example/api",
        "shopKey apiKey, in: header, name: X-Api-Key x-api-key: example-key",
        "store in: path /stores/tea house/orders",
        "Idempotency-Key in: header idempotency-key: order-7",
        "fields in: query, style: deepObject, explode ?fields[customer]=name,email",
        "(body) application/x-www-form-urlencoded content-type: application/x-www-form-urlencoded",
        "item in: body item=sencha",
        "quantity in: body quantity=2",
        "gift in: body, style: deepObject, explode gift[to]=Ada&gift[note]=Enjoy",
      ]),
    );
  });

  it("28.3 the request it prints is the one fromOpenApi builds from the description", () => {
    const printed = JSON.parse(run.stdout.slice(run.stdout.lastIndexOf("\n{\n") + 1)) as unknown;
    const call = { store: "tea house", "Idempotency-Key": "order-7", fields: { customer: "name,email" }, item: "sencha", quantity: 2, gift: { to: "Ada", note: "Enjoy" } };
    const built = openApiEntry.fromOpenApi(SHOP).withAuth({ shopKey: "example-key" }).withServer({ region: "us" })("POST /stores/{store}/orders", call);
    expect(withoutUserAgent(printed)).toEqual(withoutUserAgent(built));
    expect(printed).toMatchObject({
      url: "https://us.shop.example/api/stores/tea%20house/orders?fields%5Bcustomer%5D=name%2Cemail",
      headers: expect.objectContaining({ "x-api-key": "example-key" }),
      body: "item=sencha&quantity=2&gift%5Bto%5D=Ada&gift%5Bnote%5D=Enjoy",
    });
  });
});

it("28.3 the README's opening example shows endpoint and fromOpenApi, and runs as written", () => {
  const block = readmeExample(new URL("README.md", `file://${ROOT}`));
  expect(block.code).toContain('import { endpoint } from "@scope/endpoint";');
  expect(block.code).toContain('import { fromOpenApi } from "@scope/endpoint/openapi";');
  const modules = { "@scope/endpoint": facade, "@scope/endpoint/openapi": openApiEntry };
  const { checks } = runDocBlock(block, modules, {
    equal: (actual, expected, where) => expect(withoutUserAgent(actual), where).toEqual(withoutUserAgent(expected)),
    throws: () => expect.unreachable("the README's example throws nothing"),
  });
  expect(checks).toBe(2);
});

describe("28.3 npm run pack reuses a build that is up to date", () => {
  let folder = "";
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  /** A workspace of two packages: `a` built (src/, dist/), and the private `kit` it bundles. */
  function workspace() {
    folder = mkdtempSync(join(tmpdir(), "scope-freshness-"));
    const files = {
      "tsup.base.ts": "",
      "packages/a/package.json": JSON.stringify({ name: "a", exports: { ".": { import: "./dist/index.js" } }, scripts: { build: "tsup" } }),
      "packages/a/src/index.ts": "",
      "packages/a/test/a.test.ts": "",
      "packages/a/README.md": "",
      "packages/kit/package.json": JSON.stringify({ name: "kit", private: true }),
      "packages/kit/src/index.ts": "",
      "packages/a/dist/index.js": "",
    };
    const old = new Date(Date.now() - 60_000);
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(join(folder, file, ".."), { recursive: true });
      writeFileSync(join(folder, file), text);
      if (!file.includes("/dist/")) utimesSync(join(folder, file), old, old);
    }
    const packages = ["a", "kit"].map((name) => {
      const dir = join(folder, "packages", name);
      return { dir, manifest: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Record<string, never> };
    });
    return { packages, touch: (file: string) => utimesSync(join(folder, file), new Date(), new Date()) };
  }

  it("28.3 fresh when every dist/ is newer than every source; a test or a README never makes it stale", () => {
    const { packages, touch } = workspace();
    expect(buildFreshness(folder, packages, ["tsup.base.ts"]).fresh).toBe(true);
    touch("packages/a/test/a.test.ts");
    touch("packages/a/README.md");
    expect(buildFreshness(folder, packages, ["tsup.base.ts"]).fresh).toBe(true);
  });

  it.each(["packages/a/src/index.ts", "packages/kit/src/index.ts", "packages/a/package.json", "tsup.base.ts"])(
    "28.3 stale when %s is newer than dist/",
    (file) => {
      const { packages } = workspace();
      utimesSync(join(folder, file), new Date(Date.now() + 60_000), new Date(Date.now() + 60_000));
      expect(buildFreshness(folder, packages, ["tsup.base.ts"])).toEqual({ fresh: false, reason: `${file} is newer than packages/a/dist/index.js` });
    },
  );

  it("28.3 stale when an entry file of package.json is missing", () => {
    const { packages } = workspace();
    rmSync(join(folder, "packages/a/dist/index.js"));
    expect(buildFreshness(folder, packages, ["tsup.base.ts"])).toEqual({ fresh: false, reason: "packages/a/dist/index.js is missing" });
  });

  // Run on the repository only when its build is up to date (as after `npm test`'s build): on a
  // stale one, pack would rebuild under the feet of the other tests.
  it.runIf(BUILT && buildFreshness(ROOT, workspacePackages()).fresh)("28.3 npm run pack on this repository packs without building", () => {
    const destination = mkdtempSync(join(tmpdir(), "scope-pack-fresh-"));
    folder = destination;
    const run = spawnSync(process.execPath, [join(ROOT, "scripts/pack.mjs"), destination], { cwd: ROOT, encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^build: up to date, not rebuilt: /);
    expect(run.stdout).not.toMatch(/^build: ok/m);
    expect(readdirSync(destination)).toHaveLength(6);
  }, 120_000);
});
