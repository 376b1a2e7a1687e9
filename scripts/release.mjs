#!/usr/bin/env node
// `npm run release -- --registry <url> [npm publish options]`: publishes every public package of
// the workspace to the registry given on the command line, and to no other.
//
//   1. builds, only when the build is not up to date (`build.mjs --if-stale`);
//   2. packs the published packages in one `pnpm -r pack` (private ones, @scope/kit and
//      @scope/test-utils, are never packed): each `workspace:^` range becomes the real range of
//      the version in the workspace, as `pnpm publish` writes it, and each version is the one in
//      its package.json (`npm run version-packages` sets them from the changesets first);
//   3. `npm publish <tarball> --registry <url> --@scope:registry=<url>` for each, dependencies
//      first, with every other argument passed on to npm (`--userconfig <npmrc>` for the registry's
//      token, `--tag next`, `--dry-run`, `--otp <code>`...).
//
// npm sends a scoped package to its scope's registry (`@scope:registry=...` in a user, project or
// global npmrc, or `npm_config_@scope:registry` in the environment) before `--registry`, with that
// registry's token: so the scope's registry is given on the command line too, for every scope
// published, where it outranks every npmrc and the environment (issue 32.1). A `--@scope:registry`
// of your own that names another registry is refused, and so is a `--registry` given twice.
//
// Without `--registry` nothing is published: the same steps run with `npm publish --dry-run`, so
// `npm run release` shows what would be published. A local registry to try it on:
// `node scripts/local-registry.mjs` (Verdaccio on 127.0.0.1:4873, which prints the command to run).
// The registry test (test/registry.test.ts) publishes with this script, then installs by name.
import { spawnSync } from "node:child_process";
import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildIfStale, packPublished, workspacePackages } from "./workspace-packages.mjs";

// A scope's registry given on the command line, e.g. "--@scope:registry=http://127.0.0.1:4873".
const SCOPE_REGISTRY_RE = /^--(@[^:=]+):registry(?:=(.*))?$/i;

/** The published packages' names, each after every package of ours it depends on. */
export function releaseOrder() {
  const published = workspacePackages().filter(({ manifest }) => manifest.private !== true);
  const names = new Set(published.map(({ manifest }) => manifest.name));
  const dependsOn = new Map(
    published.map(({ manifest }) => [manifest.name, Object.keys(manifest.dependencies ?? {}).filter((name) => names.has(name))]),
  );
  const order = [];
  const visit = (name) => {
    if (order.includes(name)) return;
    for (const dependency of dependsOn.get(name) ?? []) visit(dependency);
    order.push(name);
  };
  [...names].sort().forEach(visit);
  return order;
}

/** A registry URL as npm compares them: parsed, with its trailing "/". */
function sameRegistry(a, b) {
  const normal = (url) => {
    try {
      const { href } = new URL(url);
      return href.endsWith("/") ? href : `${href}/`;
    } catch {
      return url;
    }
  };
  return normal(a) === normal(b);
}

/**
 * The registry of the command line and the arguments for `npm publish`: the command line's, each
 * scope in `scopes` pinned to that registry (`--@scope:registry=<url>`), or `--dry-run` added when
 * no registry is given. Throws an Error saying why for a command line that would publish elsewhere.
 * @example
 * publishArgs(["--registry", "http://127.0.0.1:4873"], ["@scope"]);
 * // => { registry: "http://127.0.0.1:4873", npmArgs: ["--registry", "http://127.0.0.1:4873", "--@scope:registry=http://127.0.0.1:4873"] }
 */
export function publishArgs(args, scopes) {
  const given = args.flatMap((arg, index) => (arg === "--registry" ? [args[index + 1]] : arg.startsWith("--registry=") ? [arg.slice("--registry=".length)] : []));
  if (given.length > 1) throw new Error("--registry is given twice: give it once");
  const [registry] = given;
  if (given.length === 1 && !registry) throw new Error("--registry needs a URL, e.g. npm run release -- --registry http://127.0.0.1:4873");
  for (const arg of args) {
    const [, scope, url] = SCOPE_REGISTRY_RE.exec(arg) ?? [];
    if (scope === undefined) continue;
    if (url === undefined || registry === undefined || !sameRegistry(url, registry)) {
      throw new Error(`${scope}:registry must name the --registry given (${registry ?? "none"}), as --${scope}:registry=<url>: every package goes to that registry and nowhere else`);
    }
  }
  if (registry === undefined) return { registry, npmArgs: [...args, "--dry-run"] };
  return { registry, npmArgs: [...args, ...scopes.map((scope) => `--${scope}:registry=${registry}`)] };
}

/** The scopes of `names` ("@scope" of "@scope/endpoint"), once each. */
function scopesOf(names) {
  return [...new Set(names.filter((name) => name.startsWith("@")).map((name) => name.slice(0, name.indexOf("/"))))];
}

/** `npm publish <tarball>` with `npmArgs`; `options` are spawnSync's (the folder npm runs in, its environment). */
export function publishTarball(tarball, npmArgs, options = {}) {
  return spawnSync("npm", ["publish", tarball, "--ignore-scripts", ...npmArgs], {
    encoding: "utf8",
    shell: process.platform === "win32",
    ...options,
  });
}

function main(args) {
  const order = releaseOrder();
  let publish;
  try {
    publish = publishArgs(args, scopesOf(order));
  } catch (error) {
    console.error(`release: ${error.message}`);
    process.exit(2);
  }
  const { registry, npmArgs } = publish;
  console.log(registry ? `release: publishing to ${registry}` : "release: no --registry given: a dry run, nothing is published");
  buildIfStale();
  const folder = mkdtempSync(join(tmpdir(), "scope-release-"));
  try {
    const packed = packPublished(folder);
    for (const name of order) {
      const { version, tarball } = packed.find((entry) => entry.name === name);
      const published = publishTarball(tarball, npmArgs);
      const ok = published.status === 0;
      console.log(`release: ${ok ? "ok  " : "FAIL"} ${name}@${version}`);
      if (!ok) {
        console.log(`${published.stderr}${published.stdout}`.trim());
        process.exit(1);
      }
    }
    console.log(`release: ${packed.length} packages ${registry ? `published to ${registry}` : "checked (dry run)"}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// Run as a script, not when a test imports publishArgs.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
