// Issue 28.1: the packages as a registry serves them. The release script (scripts/release.mjs)
// publishes every public package, versions and `workspace:` ranges as publishing writes them, to a
// local Verdaccio on 127.0.0.1 that this file starts and stops. The registry has no uplink: the two
// third-party dependencies (universal-user-agent, yaml) are published to it first, packed from the
// installed copies, so nothing here needs the network. Then, in fresh app folders under the OS temp
// folder, plain npm installs ONE package by name from that registry only (its own npmrc and cache,
// and a dead proxy for every host but 127.0.0.1), and each app runs it.
import { spawnSync } from "node:child_process";
import { get } from "node:http";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFreshness } from "../scripts/build-freshness.mjs";
import { startLocalRegistry, type LocalRegistry } from "../scripts/local-registry.mjs";
import { cleanNpmEnv, seedDependencies } from "../scripts/registry-seed.mjs";
import { workspacePackages } from "../scripts/workspace-packages.mjs";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const PUBLISHED = ["@scope/endpoint", "@scope/endpoint-assembler", "@scope/headers", "@scope/openapi-routes", "@scope/runinstall-schema", "@scope/url-expander"];
// The release script builds first when the build is out of date: run only on an up-to-date build
// (as after `npm test`'s), so that no build runs under the feet of the other tests.
const BUILT = PUBLISHED.every((name) => existsSync(join(ROOT, "packages", name.slice("@scope/".length), "dist"))) && buildFreshness(ROOT, workspacePackages()).fresh;

let registry: LocalRegistry;
let work = "";
let seeded: string[] = [];
let release = { status: 1 as number | null, output: "" };

/** Runs `command` in `cwd`; stdout, and stdout with stderr for failure messages. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, args, { cwd, env, encoding: "utf8", shell: process.platform === "win32" });
  return { status: result.status, stdout: result.stdout, output: `${result.stdout}${result.stderr}` };
}

/** npm's settings for an app: this registry only, a temp npmrc and cache, no other host reachable. */
function appEnv(app: string): NodeJS.ProcessEnv {
  writeFileSync(join(app, ".npmrc-user"), `registry=${registry.url}/\n`);
  writeFileSync(join(app, ".npmrc-global"), "");
  return cleanNpmEnv({
    npm_config_userconfig: join(app, ".npmrc-user"),
    npm_config_globalconfig: join(app, ".npmrc-global"),
    npm_config_cache: join(work, "npm-cache"),
    npm_config_proxy: "http://127.0.0.1:9",
    npm_config_https_proxy: "http://127.0.0.1:9",
    npm_config_noproxy: "127.0.0.1",
    npm_config_fetch_retries: "0",
    npm_config_audit: "false",
    npm_config_fund: "false",
    npm_config_update_notifier: "false",
  });
}

/** A fresh app folder outside the repository with `files`, and `npm install <name>` run in it. */
function appWith(name: string, files: Record<string, string>) {
  const app = join(work, name.replace(/\W+/g, "-"));
  mkdirSync(app, { recursive: true });
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "app", version: "1.0.0", private: true }, null, 2));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(app, file), text);
  const env = appEnv(app);
  const installed = run("npm", ["install", name, "--registry", `${registry.url}/`], app, env);
  return { app, env, installed };
}

/** The packages in an app's node_modules (scoped ones as @scope/name), sorted. */
function installedPackages(app: string): string[] {
  const folder = join(app, "node_modules");
  return readdirSync(folder)
    .filter((entry) => !entry.startsWith("."))
    .flatMap((entry) => (entry.startsWith("@") ? readdirSync(join(folder, entry)).map((inner) => `${entry}/${inner}`) : [entry]))
    .sort();
}

function node(app: string, file: string, ...args: string[]) {
  const result = run(process.execPath, [file, ...args], app, cleanNpmEnv());
  expect(result.status, result.output).toBe(0);
  return JSON.parse(result.stdout) as unknown;
}

// In CI (`npm test`, which builds first) the build is always up to date: a skip there would hide the test.
it.runIf(process.env.CI === "true")("28.1 runs in CI: the build is up to date", () => expect(BUILT).toBe(true));

describe.runIf(BUILT)("28.1 the packages installed by name from a local registry (Verdaccio, no uplink; needs an up-to-date build)", () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "scope-registry-test-"));
    registry = await startLocalRegistry();
    seeded = await seedDependencies(registry.url, registry.npmrc);
    const published = run(
      process.execPath,
      [join(ROOT, "scripts/release.mjs"), "--registry", `${registry.url}/`, "--userconfig", registry.npmrc, "--cache", join(work, "publish-cache")],
      ROOT,
      cleanNpmEnv(),
    );
    release = { status: published.status, output: published.output };
  }, 180_000);

  afterAll(() => {
    registry?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("28.1 the release script publishes every public package to the registry given on its command line", async () => {
    expect(seeded).toEqual([expect.stringMatching(/^universal-user-agent@/), expect.stringMatching(/^yaml@/)]);
    expect(release.status, release.output).toBe(0);
    expect(release.output).toContain(`release: 6 packages published to ${registry.url}/`);
    for (const name of PUBLISHED) {
      const response = await freshGet(`${registry.url}/${name.replace("/", "%2f")}`);
      expect(response.status, name).toBe(200);
      const document = JSON.parse(response.text) as { "dist-tags": { latest: string }; versions: Record<string, { dependencies?: Record<string, string> }> };
      const version = JSON.parse(readFileSync(join(ROOT, "packages", name.slice("@scope/".length), "package.json"), "utf8")).version as string;
      expect(document["dist-tags"].latest, name).toBe(version);
      for (const [dependency, range] of Object.entries(document.versions[version]?.dependencies ?? {})) {
        expect(range, `${name} -> ${dependency}`).not.toMatch(/^workspace:/);
        if (dependency.startsWith("@scope/")) expect(range, `${name} -> ${dependency}`).toBe(`^${version}`);
      }
    }
  });

  it("28.1 the registry serves nothing it was not given, and the apps' npm reaches no other host", () => {
    const app = mkdtempSync(join(work, "probe-"));
    const env = appEnv(app);
    expect(run("npm", ["view", "lodash", "version"], app, env).output).toMatch(/E404/);
    expect(run("npm", ["view", "lodash", "version", "--registry", "https://registry.npmjs.org/"], app, env).output).toMatch(/ECONNREFUSED/);
  });

  it("28.1 npm install @scope/endpoint alone: its dependencies resolve, it builds a request in ESM and CJS, npx scope-endpoint runs", () => {
    const request = `endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "Bug" })`;
    const { app, env, installed } = appWith("@scope/endpoint", {
      "request.mjs": `import { endpoint } from "@scope/endpoint";\nconsole.log(JSON.stringify(${request}));\n`,
      "request.cjs": `const { endpoint } = require("@scope/endpoint");\nconsole.log(JSON.stringify(${request}));\n`,
      "openapi.mjs": [
        'import { fromOpenApi } from "@scope/endpoint/openapi";',
        'const api = fromOpenApi({ openapi: "3.1.0", info: { title: "t", version: "1" }, servers: [{ url: "https://api.example.com" }],',
        '  paths: { "/items": { get: { parameters: [{ name: "filter", in: "query", style: "deepObject", explode: true, schema: { type: "object" } }] } } } });',
        'console.log(JSON.stringify(api("GET /items", { filter: { color: "red" } })));',
        "",
      ].join("\n"),
    });
    expect(installed.status, installed.output).toBe(0);
    expect(JSON.parse(readFileSync(join(app, "package.json"), "utf8")).dependencies).toEqual({ "@scope/endpoint": "^0.0.0" });
    expect(installedPackages(app)).toEqual([
      "@scope/endpoint",
      "@scope/endpoint-assembler",
      "@scope/headers",
      "@scope/openapi-routes",
      "@scope/url-expander",
      "universal-user-agent",
    ]);
    for (const file of ["request.mjs", "request.cjs"]) {
      expect(node(app, file), file).toEqual({
        method: "POST",
        url: "https://api.github.com/repos/o/r/issues",
        headers: {
          accept: "application/vnd.github.v3+json",
          "user-agent": expect.stringMatching(/^scope-endpoint\.js\/0\.0\.0 Node\.js\//),
          "content-type": "application/json; charset=utf-8",
        },
        body: { title: "Bug" },
      });
    }
    expect(node(app, "openapi.mjs")).toMatchObject({ method: "GET", url: "https://api.example.com/items?filter%5Bcolor%5D=red" });
    const cli = run("npx", ["scope-endpoint", "GET /user"], app, env);
    expect(cli.status, cli.output).toBe(0);
    expect(JSON.parse(cli.stdout)).toMatchObject({ method: "GET", url: "https://api.github.com/user" });
  });

  it("28.1 npm install @scope/url-expander alone expands a template, ESM and CJS, with nothing else installed", () => {
    const expand = `parseTemplate("/repos{/owner,repo}{?page}").expand({ owner: "o", repo: "r", page: 2 })`;
    const { app, installed } = appWith("@scope/url-expander", {
      "expand.mjs": `import { parseTemplate } from "@scope/url-expander";\nconsole.log(JSON.stringify(${expand}));\n`,
      "expand.cjs": `const { parseTemplate } = require("@scope/url-expander");\nconsole.log(JSON.stringify(${expand}));\n`,
    });
    expect(installed.status, installed.output).toBe(0);
    expect(installedPackages(app)).toEqual(["@scope/url-expander"]);
    expect(node(app, "expand.mjs")).toBe("/repos/o/r?page=2");
    expect(node(app, "expand.cjs")).toBe("/repos/o/r?page=2");
  });

  it("28.1 a config loader installs @scope/runinstall-schema alone and reads a YAML file with it", () => {
    const { app, installed } = appWith("@scope/runinstall-schema", {
      "ci.yaml": ["jobs:", "  build:", "    steps:", "      - uses: pnpm/action-setup@v4", "        with:", "          run_install: { recursive: true, args: [--frozen-lockfile] }", ""].join("\n"),
      "load-config.mjs": [
        'import { readFileSync } from "node:fs";',
        'import { parseRunInstall, toInstallCommands } from "@scope/runinstall-schema";',
        'const list = parseRunInstall(readFileSync(process.argv[2], "utf8"), { path: ["jobs", "build", "steps", 0, "with", "run_install"] });',
        "console.log(JSON.stringify(toInstallCommands(list)));",
        "",
      ].join("\n"),
      "load-config.cjs": [
        'const { readFileSync } = require("node:fs");',
        'const { parseRunInstall, toInstallCommands } = require("@scope/runinstall-schema");',
        'const list = parseRunInstall(readFileSync(process.argv[2], "utf8"), { path: ["jobs", "build", "steps", 0, "with", "run_install"] });',
        "console.log(JSON.stringify(toInstallCommands(list)));",
        "",
      ].join("\n"),
    });
    expect(installed.status, installed.output).toBe(0);
    expect(installedPackages(app)).toEqual(["@scope/runinstall-schema", "yaml"]);
    const commands = [{ command: "pnpm", args: ["recursive", "install", "--frozen-lockfile"] }];
    expect(node(app, "load-config.mjs", "ci.yaml")).toEqual(commands);
    expect(node(app, "load-config.cjs", "ci.yaml")).toEqual(commands);
  });
});

/**
 * A GET on a connection of its own: the global `fetch` may reuse one that the registry closed as
 * idle while the release ran (Verdaccio drops idle sockets), which fails as "other side closed".
 */
function freshGet(url: string): Promise<{ status: number | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode, text }));
    }).on("error", reject);
  });
}
