// Issue 32.1: a release goes where it says, and nowhere else. npm sends a scoped package to its
// scope's registry (`@scope:registry=...` in a user, project or global npmrc, or the environment)
// before `--registry`; the release script pins every scope it publishes to the registry of its
// command line. Two fake registries on 127.0.0.1 record what npm PUTs: the one given and the one a
// scope's config names. Each place npm reads a scope registry from is tried with a real `npm
// publish` of one packed package (the script's own publish step and arguments); the whole release
// runs once, on an up-to-date build, as test/registry.test.ts does.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildFreshness } from "../scripts/build-freshness.mjs";
import { cleanNpmEnv } from "../scripts/registry-seed.mjs";
import { publishArgs, publishTarball } from "../scripts/release.mjs";
import { packPackage, workspacePackages } from "../scripts/workspace-packages.mjs";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const PUBLISHED = ["@scope/endpoint", "@scope/endpoint-assembler", "@scope/headers", "@scope/openapi-routes", "@scope/runinstall-schema", "@scope/url-expander"];
const BUILT = PUBLISHED.every((name) => existsSync(join(ROOT, "packages", name.slice("@scope/".length), "dist"))) && buildFreshness(ROOT, workspacePackages()).fresh;

/** A registry that accepts every publish and records the names of the packages PUT to it, a line each in `log`. */
interface FakeRegistry {
  url: string;
  log: string;
  child: ChildProcess;
}

// In a child process: npm runs synchronously (spawnSync), which would stall a server in this one.
// It ends when its stdin does, however the test ends.
const SERVER = `
const { appendFileSync } = require("node:fs");
const server = require("node:http").createServer((request, response) => {
  request.resume().on("end", () => {
    if (request.method === "PUT") appendFileSync(process.argv[1], decodeURIComponent(request.url).slice(1) + "\\n");
    response.writeHead(request.method === "PUT" ? 201 : 404, { "content-type": "application/json" }).end("{}");
  });
});
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
process.stdin.on("end", () => process.exit(0)).resume();`;

async function fakeRegistry(log: string): Promise<FakeRegistry> {
  writeFileSync(log, "");
  const child = spawn(process.execPath, ["-e", SERVER, log], { stdio: ["pipe", "pipe", "inherit"] });
  const port = await new Promise<string>((resolve) => child.stdout?.once("data", (chunk: Buffer) => resolve(chunk.toString().trim())));
  return { url: `http://127.0.0.1:${port}/`, log, child };
}

/** The packages PUT to `registry` so far. */
const puts = (registry: FakeRegistry): string[] => readFileSync(registry.log, "utf8").split("\n").filter(Boolean);
/** Where packages arrived: at the registry given, at the scope's. */
const arrived = (): { given: string[]; scoped: string[] } => ({ given: puts(given).sort(), scoped: puts(scoped) });

let given: FakeRegistry;
let scoped: FakeRegistry;
let work = "";
let tarball = "";

/** A file under the test's folder. */
function write(name: string, text: string): string {
  const file = join(work, name);
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, text);
  return file;
}

/** npm's settings: a token for both registries, nothing else but what a case adds; no other host. */
function npmEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const tokens = [given, scoped].map(({ url }) => `${url.slice("http:".length)}:_authToken=local-only`).join("\n");
  return cleanNpmEnv({
    npm_config_userconfig: write("user.npmrc", `${tokens}\n`),
    npm_config_globalconfig: write("global.npmrc", ""),
    npm_config_cache: join(work, "cache"),
    npm_config_update_notifier: "false",
    npm_config_audit: "false",
    npm_config_fund: "false",
    npm_config_fetch_retries: "0",
    ...extra,
  });
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "scope-release-test-"));
  [given, scoped] = await Promise.all([fakeRegistry(join(work, "given.log")), fakeRegistry(join(work, "scoped.log"))]);
  mkdirSync(join(work, "packed"));
  tarball = packPackage(join(ROOT, "packages/url-expander"), join(work, "packed")).tarball;
}, 60_000);

afterEach(() => {
  for (const { log } of [given, scoped]) writeFileSync(log, "");
});

afterAll(() => {
  for (const registry of [given, scoped]) registry?.child.stdin?.end();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("32.1: a release goes where it says, wherever npm's config names a scope registry", () => {
  // [where the scope's registry is set, the folder npm runs in, its environment, arguments added]
  const cases: readonly (readonly [string, () => [cwd: string, env: NodeJS.ProcessEnv, args: string[]]])[] = [
    ["the user npmrc", () => [work, npmEnv({ npm_config_userconfig: write("scoped-user.npmrc", `@scope:registry=${scoped.url}\n${given.url.slice(5)}:_authToken=t\n${scoped.url.slice(5)}:_authToken=t\n`) }), []]],
    ["a --userconfig file given to the script", () => [work, npmEnv(), ["--userconfig", write("given.npmrc", `@scope:registry=${scoped.url}\n${given.url.slice(5)}:_authToken=t\n${scoped.url.slice(5)}:_authToken=t\n`)]]],
    ["the project npmrc", () => [join(work, "project"), (write("project/package.json", "{}"), write("project/.npmrc", `@scope:registry=${scoped.url}\n`), npmEnv()), []]],
    ["the global npmrc", () => [work, npmEnv({ npm_config_globalconfig: write("scoped-global.npmrc", `@scope:registry=${scoped.url}\n`) }), []]],
    ["the environment, npm_config_@scope:registry", () => [work, npmEnv({ "npm_config_@scope:registry": scoped.url }), []]],
    ["the environment, NPM_CONFIG_@SCOPE:REGISTRY", () => [work, npmEnv({ "NPM_CONFIG_@SCOPE:REGISTRY": scoped.url }), []]],
  ];

  it.each(cases)("a scope registry in %s: the package arrives at --registry only", (_where, setup) => {
    const [cwd, env, extra] = setup();
    const { npmArgs } = publishArgs(["--registry", given.url, ...extra], ["@scope"]);
    const published = publishTarball(tarball, npmArgs, { cwd, env });
    expect(published.status, `${published.stderr}${published.stdout}`).toBe(0);
    expect(arrived()).toEqual({ given: ["@scope/url-expander"], scoped: [] });
  }, 60_000);

  it("the check can fail: without the scope pinned, npm sends the package to the scope's registry", () => {
    const env = npmEnv({ "npm_config_@scope:registry": scoped.url });
    const published = publishTarball(tarball, ["--registry", given.url], { cwd: work, env });
    expect(published.status, `${published.stderr}${published.stdout}`).toBe(0);
    expect(arrived()).toEqual({ given: [], scoped: ["@scope/url-expander"] });
  }, 60_000);

  it.each([
    ["another scope registry on the command line", ["--registry", "http://127.0.0.1:4873", "--@scope:registry=http://registry.example/"], /@scope:registry must name the --registry given/],
    ["a scope registry as a separate word", ["--registry", "http://127.0.0.1:4873", "--@scope:registry", "http://127.0.0.1:4873"], /as --@scope:registry=<url>/],
    ["a scope registry without --registry", ["--@other:registry=http://127.0.0.1:4873"], /@other:registry must name the --registry given \(none\)/],
    ["--registry twice", ["--registry=http://127.0.0.1:4873", "--registry", "http://registry.example/"], /--registry is given twice/],
    ["--registry without a URL", ["--registry"], /--registry needs a URL/],
  ])("refuses %s before publishing anything", (_title, args, message) => {
    expect(() => publishArgs(args, ["@scope"])).toThrow(message);
  });

  it.each([
    ["no --registry: a dry run", [], { registry: undefined, npmArgs: ["--dry-run"] }],
    ["--registry=url", ["--registry=http://127.0.0.1:4873"], { registry: "http://127.0.0.1:4873", npmArgs: ["--registry=http://127.0.0.1:4873", "--@scope:registry=http://127.0.0.1:4873", "--@other:registry=http://127.0.0.1:4873"] }],
    ["the same scope registry given too, with its trailing /", ["--registry", "http://127.0.0.1:4873", "--@scope:registry=http://127.0.0.1:4873/"], { registry: "http://127.0.0.1:4873", npmArgs: ["--registry", "http://127.0.0.1:4873", "--@scope:registry=http://127.0.0.1:4873/", "--@scope:registry=http://127.0.0.1:4873", "--@other:registry=http://127.0.0.1:4873"] }],
  ])("%s", (_title, args, expected) => {
    expect(publishArgs(args, args.length === 0 ? ["@scope"] : ["@scope", "@other"])).toEqual(expected);
  });

  it.runIf(BUILT)("the whole release, a scope registry in the user npmrc: all six packages arrive at --registry, none elsewhere", () => {
    const npmrc = write("release.npmrc", `@scope:registry=${scoped.url}\n${given.url.slice(5)}:_authToken=t\n${scoped.url.slice(5)}:_authToken=t\n`);
    const release = spawnSync(process.execPath, [join(ROOT, "scripts/release.mjs"), "--registry", given.url, "--userconfig", npmrc], { cwd: ROOT, env: npmEnv(), encoding: "utf8" });
    expect(release.status, `${release.stdout}${release.stderr}`).toBe(0);
    expect(release.stdout).toContain(`release: 6 packages published to ${given.url}`);
    expect(arrived()).toEqual({ given: PUBLISHED, scoped: [] });
  }, 180_000);
});
