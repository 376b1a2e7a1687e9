// The third-party packages our published packages depend on (universal-user-agent, yaml), published
// to a local registry that has no uplink (scripts/local-registry.mjs), so that installs from it
// resolve without any other registry: each packed offline (`npm pack`) from its installed copy.
/* global fetch */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { publishedPackageDirs } from "./workspace-packages.mjs";

/**
 * The third-party packages that the published packages depend on, with their own dependencies,
 * as installed: `{ name, version, dir }` each, found as Node finds them from each package's folder.
 */
export function thirdPartyDependencies() {
  const found = new Map();
  const visit = (from, dependencies) => {
    for (const name of Object.keys(dependencies ?? {})) {
      if (name.startsWith("@scope/")) continue;
      const dir = installedFolder(from, name);
      const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
      const key = `${manifest.name}@${manifest.version}`;
      if (found.has(key)) continue;
      found.set(key, { name: manifest.name, version: manifest.version, dir });
      visit(dir, manifest.dependencies);
    }
  };
  for (const dir of publishedPackageDirs()) visit(dir, JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).dependencies);
  return [...found.values()];
}

/** Where `name` is installed for the package in `from`: Node's lookup, up the node_modules folders. */
function installedFolder(from, name) {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "node_modules", name, "package.json"))) return realpathSync(join(dir, "node_modules", name));
    if (dirname(dir) === dir) throw new Error(`${name} is not installed for ${from}: run npm run setup`);
  }
}

/**
 * Publishes each third-party dependency to the registry at `url`, packed offline (`npm pack`) from
 * its installed copy, through the registry's publish API (npm's `publish` would honour a package's
 * own `publishConfig`, such as provenance, which only its real release can give). Returns
 * "name@version" of each.
 */
export async function seedDependencies(url, npmrc) {
  const token = /:_authToken=(.+)$/m.exec(readFileSync(npmrc, "utf8"))?.[1];
  const folder = mkdtempSync(join(tmpdir(), "scope-seed-"));
  try {
    const seeded = [];
    for (const { name, version, dir } of thirdPartyDependencies()) {
      const packed = spawnSync("npm", ["pack", dir, "--json", "--ignore-scripts", "--pack-destination", folder], {
        encoding: "utf8",
        env: cleanNpmEnv(),
        shell: process.platform === "win32",
      });
      if (packed.status !== 0) throw new Error(`npm pack ${name} failed:\n${packed.stderr}`);
      const { filename } = JSON.parse(packed.stdout)[0];
      await putPackage(url, token, name, version, readFileSync(join(folder, filename)), dir);
      seeded.push(`${name}@${version}`);
    }
    return seeded;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The registry's publish call: one version, its tarball attached, as `npm publish` sends it. */
async function putPackage(url, token, name, version, tarball, dir) {
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  const file = `${name.replace(/^@[^/]+\//, "")}-${version}.tgz`;
  const body = {
    _id: name,
    name,
    "dist-tags": { latest: version },
    versions: {
      [version]: {
        ...manifest,
        _id: `${name}@${version}`,
        dist: {
          shasum: createHash("sha1").update(tarball).digest("hex"),
          integrity: `sha512-${createHash("sha512").update(tarball).digest("base64")}`,
          tarball: `${url}/${name}/-/${file}`,
        },
      },
    },
    _attachments: { [file]: { content_type: "application/octet-stream", data: tarball.toString("base64"), length: tarball.length } },
  };
  const response = await fetch(`${url}/${name.replace("/", "%2f")}`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`publishing ${name}@${version} failed: HTTP ${response.status} ${await response.text()}`);
}

/**
 * The environment without npm's own `npm_config_*` variables: under `npm test` npm sets them (the
 * registry, the cache, the user config...), and a child npm must take its settings from its
 * command line only.
 */
export function cleanNpmEnv(extra = {}) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  return { ...env, ...extra };
}
