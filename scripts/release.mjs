#!/usr/bin/env node
// `npm run release -- --registry <url> [npm publish options]`: publishes every public package of
// the workspace to the registry given on the command line, and to no other.
//
//   1. builds, only when the build is not up to date (`build.mjs --if-stale`);
//   2. packs the published packages in one `pnpm -r pack` (private ones, @scope/kit and
//      @scope/test-utils, are never packed): each `workspace:^` range becomes the real range of
//      the version in the workspace, as `pnpm publish` writes it, and each version is the one in
//      its package.json (`npm run version-packages` sets them from the changesets first);
//   3. `npm publish <tarball> --registry <url>` for each, dependencies first, with every other
//      argument passed on to npm (`--userconfig <npmrc>` for the registry's token, `--tag next`,
//      `--dry-run`, `--otp <code>`...).
//
// Without `--registry` nothing is published: the same steps run with `npm publish --dry-run`, so
// `npm run release` shows what would be published. A local registry to try it on:
// `node scripts/local-registry.mjs` (Verdaccio on 127.0.0.1:4873, which prints the command to run).
// The registry test (test/registry.test.ts) publishes with this script, then installs by name.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildIfStale, packPublished, workspacePackages } from "./workspace-packages.mjs";

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

function main(args) {
  const registryAt = args.findIndex((arg) => arg === "--registry" || arg.startsWith("--registry="));
  const registry = registryAt < 0 ? undefined : args[registryAt].includes("=") ? args[registryAt].split("=")[1] : args[registryAt + 1];
  if (registryAt >= 0 && !registry) {
    console.error("release: --registry needs a URL, e.g. npm run release -- --registry http://127.0.0.1:4873");
    process.exit(2);
  }
  const npmArgs = registry ? args : [...args, "--dry-run"];
  console.log(registry ? `release: publishing to ${registry}` : "release: no --registry given: a dry run, nothing is published");
  buildIfStale();
  const folder = mkdtempSync(join(tmpdir(), "scope-release-"));
  try {
    const packed = packPublished(folder);
    for (const name of releaseOrder()) {
      const { version, tarball } = packed.find((entry) => entry.name === name);
      const published = spawnSync("npm", ["publish", tarball, "--ignore-scripts", ...npmArgs], {
        encoding: "utf8",
        shell: process.platform === "win32",
      });
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

main(process.argv.slice(2));
