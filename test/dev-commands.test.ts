// The commands a contributor types work with npm alone (issue 21.7): the README's "Working on it"
// block names root scripts run by npm, no root script needs pnpm on the PATH, and `npm run pack`
// writes installable tarballs of the published packages only.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const README = readFileSync(join(ROOT, "README.md"), "utf8");
const { scripts } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
// The shell block under "## Working on it": "```sh\n...```".
const WORKING_ON_IT_RE = /^## Working on it\n[\s\S]*?^```sh\n([\s\S]*?)^```$/m;
// A pnpm command run directly, not through scripts/pnpm.mjs: "pnpm -r ...", "&& pnpm run x".
const BARE_PNPM_RE = /(?:^|[;&|]\s*)pnpm\s/;

/** Packages under packages/ that are published (not private): folder and name. */
const PUBLISHED = readdirSync(join(ROOT, "packages"))
  .filter((folder) => existsSync(join(ROOT, "packages", folder, "package.json")))
  .map((folder) => JSON.parse(readFileSync(join(ROOT, "packages", folder, "package.json"), "utf8")) as { name: string; private?: boolean })
  .filter((manifest) => manifest.private !== true)
  .map((manifest) => manifest.name)
  .sort();

describe("npm alone", () => {
  const commands = (WORKING_ON_IT_RE.exec(README)?.[1] ?? "").split("\n").filter((line) => line.trim() !== "");

  it("the README has a Working on it block", () => {
    expect(commands.length).toBeGreaterThan(3);
  });

  it.each(commands)("%s: an npm command naming a root script", (line) => {
    const [tool, verb, script] = line.split(/\s+/);
    expect(tool).toBe("npm");
    if (verb === "run") expect(Object.keys(scripts)).toContain(script);
    else expect(["start", "test"]).toContain(verb);
  });

  it.each(Object.entries(scripts))("script %s runs pnpm only through scripts/pnpm.mjs", (_name, command) => {
    expect(command).not.toMatch(BARE_PNPM_RE);
  });
});

describe.runIf(PUBLISHED.every((name) => existsSync(join(ROOT, "packages", name.slice("@scope/".length), "dist"))))(
  "npm run pack (needs the packages built)",
  () => {
    it("writes one tarball per published package, each with real version ranges", () => {
      const folder = mkdtempSync(join(tmpdir(), "scope-pack-"));
      try {
        const run = spawnSync(process.execPath, [join(ROOT, "scripts/pack.mjs"), folder], { encoding: "utf8" });
        expect(run.status, run.stderr).toBe(0);
        const tarballs = readdirSync(folder).sort();
        expect(tarballs).toEqual(PUBLISHED.map((name) => `${name.slice(1).replace("/", "-")}-0.0.0.tgz`).sort());
        for (const tarball of tarballs) {
          const manifest = spawnSync("tar", ["-xzOf", join(folder, tarball), "package/package.json"], { encoding: "utf8" }).stdout;
          expect(manifest, tarball).toContain('"name": "@scope/');
          expect(manifest, tarball).not.toContain("workspace:");
        }
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    }, 120_000);
  },
);
