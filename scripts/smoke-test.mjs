#!/usr/bin/env node
// Smoke test of the published form of every package we publish (private ones are skipped), outside
// the workspace:
//   1. `pnpm pack` each package (the pinned pnpm: `workspace:^` becomes a real version range);
//   2. install all tarballs with plain npm into a fresh folder under the OS temp folder, then
//      `require` and `import` each entry, call its main export, run the `endpoint` bin with npx;
//   3. install @scope/url-expander alone, and @scope/runinstall-schema alone, each into its own
//      fresh folder, and check they work without any other package of ours.
// Needs the packages built first (`npm run build`) and the npm registry for third-party
// dependencies. Temporary folders are removed at the end (`--keep` keeps them, for debugging).
// Prints each check; the last line is "smoke: N passed, N failed"; exits 1 on any failure.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { packPackage, publishedPackageDirs } from "./workspace-packages.mjs";

const keep = process.argv.includes("--keep");
const onWindows = process.platform === "win32";
const tally = { passed: 0, failed: 0 };

// What each entry must do once installed. `test` is JavaScript run in the install folder with
// `m` (the loaded module) and `VERSION` (the installed package's version) in scope.
const ENDPOINT_TEST = `
  const options = m.endpoint("GET /users/{u}", { u: "a" });
  assert.equal(options.url, "https://api.github.com/users/a");
  assert.ok(options.headers["user-agent"].startsWith("scope-endpoint.js/" + VERSION + " "), options.headers["user-agent"]);
  assert.equal(m.VERSION, VERSION);`;
const ENTRIES = [
  {
    pkg: "@scope/url-expander",
    spec: "@scope/url-expander",
    via: ["require", "import"],
    what: 'parseTemplate("/a{/b}").expand({ b: "c" }) === "/a/c"',
    test: 'assert.equal(m.parseTemplate("/a{/b}").expand({ b: "c" }), "/a/c");',
  },
  {
    pkg: "@scope/headers",
    spec: "@scope/headers",
    via: ["require", "import"],
    what: 'mergeHeaders() merges, userAgent("scope-endpoint.js", "1.2.3") starts "scope-endpoint.js/1.2.3 "',
    test: `assert.deepEqual(m.mergeHeaders({ accept: "a", "user-agent": "u" }, { accept: "b" }), { accept: "b", "user-agent": "u" });
      assert.ok(m.userAgent("scope-endpoint.js", "1.2.3").startsWith("scope-endpoint.js/1.2.3 "));`,
  },
  {
    pkg: "@scope/endpoint-assembler",
    spec: "@scope/endpoint-assembler",
    via: ["require", "import"],
    what: 'parseRoute("GET /users/{u}") => { method: "GET", url: "/users/{u}" }',
    test: 'assert.deepEqual(m.parseRoute("GET /users/{u}"), { method: "GET", url: "/users/{u}" });',
  },
  {
    pkg: "@scope/endpoint",
    spec: "@scope/endpoint",
    via: ["require", "import"],
    what: 'endpoint("GET /users/{u}", { u: "a" }).url === "https://api.github.com/users/a", user-agent "scope-endpoint.js/<version> ..."',
    test: ENDPOINT_TEST,
  },
  {
    pkg: "@scope/endpoint",
    spec: "@scope/endpoint/browser",
    via: ["import", "require"],
    what: "the browser bundle: same url and user-agent",
    test: ENDPOINT_TEST,
  },
  {
    pkg: "@scope/runinstall-schema",
    spec: "@scope/runinstall-schema",
    via: ["require", "import"],
    what: 'validateRunInstall({ args: ["--frozen-lockfile"] }).ok, runInstallSchema.title === "RunInstall"',
    test: `assert.equal(m.validateRunInstall({ args: ["--frozen-lockfile"] }).ok, true);
      assert.equal(m.runInstallSchema.title, "RunInstall");`,
  },
  {
    pkg: "@scope/runinstall-schema",
    spec: "@scope/runinstall-schema/schema.json",
    via: ["require", 'import with { type: "json" }'],
    what: 'the JSON Schema, title "RunInstall"',
    test: 'assert.equal((m.default ?? m).title, "RunInstall");',
  },
];

// ---------------------------------------------------------------- output

function record(ok, label, detail = "") {
  tally[ok ? "passed" : "failed"] += 1;
  console.log(`  ${ok ? "ok  " : "FAIL"} ${label}${!ok && detail ? `\n         ${detail.split("\n").slice(0, 8).join("\n         ")}` : ""}`);
}

function section(title) {
  console.log(`\n${title}`);
}

// ---------------------------------------------------------------- commands

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", shell: onWindows, maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status ?? 1, stdout: result.stdout ?? "", stderr: result.stderr ?? "", error: result.error };
}


/** A fresh folder with its own package.json, and the tarballs installed in it with plain npm. */
function install(folder, tarballs) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "package.json"), JSON.stringify({ name: "scope-smoke", private: true }, null, 2));
  const result = run("npm", ["install", "--no-audit", "--no-fund", ...tarballs], folder);
  record(result.status === 0, `npm install ${tarballs.map((file) => file.split(/[\\/]/).pop()).join(" ")}`,
    result.status === 0 ? "" : `${result.stderr}${result.stdout}`.trim());
  return result.status === 0;
}

// ---------------------------------------------------------------- probes

/** The probe script: one JSON line per check, so one failing entry does not hide the others. */
function probeSource(entries, versions, flavor) {
  const header =
    flavor === "require"
      ? 'const assert = require("node:assert/strict");'
      : 'import assert from "node:assert/strict";';
  const body = entries.map(({ spec, test }, index) => {
    const load =
      flavor === "require"
        ? `require(${JSON.stringify(spec)})`
        : spec.endsWith(".json")
          ? `await import("./static-json-${index}.mjs")`
          : `await import(${JSON.stringify(spec)})`;
    return `await check(${JSON.stringify(spec)}, async () => {
      const VERSION = ${JSON.stringify(versions[entries[index].pkg])};
      const m = ${load};
      ${test}
    });`;
  });
  const harness = `async function check(spec, fn) {
    try { await fn(); console.log(JSON.stringify({ spec, ok: true })); }
    catch (error) { console.log(JSON.stringify({ spec, ok: false, error: String(error && error.message || error) })); }
  }`;
  return flavor === "require"
    ? `${header}\n${harness}\n(async () => {\n${body.join("\n")}\n})();\n`
    : `${header}\n${harness}\n${body.join("\n")}\n`;
}

/** Runs the require (CJS) and import (ESM) probes for `entries` in `folder` and records each check. */
function probeEntries(folder, entries) {
  const versions = Object.fromEntries(
    [...new Set(entries.map((entry) => entry.pkg))].map((pkg) => [pkg, installedManifest(folder, pkg).version]),
  );
  entries.forEach(({ spec }, index) => {
    if (spec.endsWith(".json")) {
      const source = `import data from ${JSON.stringify(spec)} with { type: "json" };\nexport default data;\n`;
      writeFileSync(join(folder, `static-json-${index}.mjs`), source);
    }
  });
  for (const flavor of ["require", "import"]) {
    const file = join(folder, flavor === "require" ? "probe.cjs" : "probe.mjs");
    writeFileSync(file, probeSource(entries, versions, flavor));
    const result = run(process.execPath, ["--no-warnings", file], folder);
    const lines = result.stdout.split("\n").filter((line) => line.startsWith("{"));
    const reported = new Map(lines.map((line) => JSON.parse(line)).map((line) => [line.spec, line]));
    for (const entry of entries) {
      const how = flavor === "require" ? "require" : entry.via.find((way) => way.startsWith("import"));
      const line = reported.get(entry.spec);
      const detail = line ? line.error : `probe exited ${result.status}: ${result.stderr.trim()}`;
      record(line?.ok === true, `${how} ${entry.spec}: ${entry.what}`, line?.ok ? "" : detail);
    }
  }
}

function installedManifest(folder, pkg) {
  return JSON.parse(readFileSync(join(folder, "node_modules", ...pkg.split("/"), "package.json"), "utf8"));
}

/** Every installed package of ours declares real ranges, no `workspace:` protocol left. */
function checkNoWorkspaceRanges(folder, names) {
  for (const name of names) {
    const { dependencies = {} } = installedManifest(folder, name);
    const left = Object.entries(dependencies).filter(([, range]) => String(range).startsWith("workspace:"));
    record(left.length === 0, `${name}: dependencies are real ranges (${Object.entries(dependencies).map(([dep, range]) => `${dep}@${range}`).join(", ") || "none"})`);
  }
}

/** Exactly the packages of ours that were asked for are installed, no other one. */
function checkOnlyOurs(folder, names) {
  const scope = join(folder, "node_modules/@scope");
  const found = existsSync(scope) ? readdirSync(scope).map((name) => `@scope/${name}`).sort() : [];
  const expected = [...names].sort();
  record(JSON.stringify(found) === JSON.stringify(expected), `installed packages of ours: ${found.join(", ") || "none"}`,
    `expected only ${expected.join(", ")}`);
}

/** The `scope-endpoint` bin, through npx as the README writes it and by its name, from the install folder only (`--no`: never fetch it). */
function checkCli(folder) {
  const { version } = installedManifest(folder, "@scope/endpoint");
  const request = run("npx", ["--no", "--", "@scope/endpoint", "GET /user"], folder);
  let url;
  try {
    url = JSON.parse(request.stdout).url;
  } catch {
    url = undefined;
  }
  record(request.status === 0 && url === "https://api.github.com/user", 'npx @scope/endpoint "GET /user" prints JSON with url "https://api.github.com/user"',
    `exit ${request.status}, url ${url}\n${request.stderr.trim()}`);
  const printed = run("npx", ["--no", "--", "scope-endpoint", "--version"], folder);
  record(printed.status === 0 && printed.stdout.trim() === version, `npx scope-endpoint --version prints ${version}`,
    `exit ${printed.status}, printed ${JSON.stringify(printed.stdout.trim())}`);
}

// ---------------------------------------------------------------- main

function main() {
  const work = mkdtempSync(join(tmpdir(), "scope-smoke-"));
  console.log(`smoke test in ${work}${keep ? " (kept)" : ""}`);
  try {
    section("pack (pnpm pack: workspace:^ becomes a real range)");
    const tarballs = {};
    for (const dir of publishedPackageDirs()) {
      if (!existsSync(join(dir, "dist"))) {
        record(false, `${dir}: no dist/ folder`, "run `npm run build` first");
        continue;
      }
      try {
        const { name, tarball } = packPackage(dir, join(work, "tarballs"));
        tarballs[name] = tarball;
        record(true, `pnpm pack ${name}`);
      } catch (error) {
        record(false, `pnpm pack ${dir}`, error.message);
      }
    }
    const names = Object.keys(tarballs);

    section("all packages in one fresh folder (plain npm, no workspace)");
    const all = join(work, "all");
    if (install(all, Object.values(tarballs))) {
      checkNoWorkspaceRanges(all, names);
      probeEntries(all, ENTRIES.filter((entry) => names.includes(entry.pkg)));
      if (names.includes("@scope/endpoint")) checkCli(all);
    }

    for (const alone of ["@scope/url-expander", "@scope/runinstall-schema"]) {
      section(`${alone} alone in its own fresh folder`);
      if (!tarballs[alone]) {
        record(false, `${alone}: no tarball`);
        continue;
      }
      const folder = join(work, alone.split("/")[1]);
      if (install(folder, [tarballs[alone]])) {
        checkOnlyOurs(folder, [alone]);
        probeEntries(folder, ENTRIES.filter((entry) => entry.pkg === alone));
      }
    }
  } finally {
    if (!keep) rmSync(work, { recursive: true, force: true });
  }
  console.log(`\nsmoke: ${tally.passed} passed, ${tally.failed} failed`);
  process.exitCode = tally.failed === 0 ? 0 : 1;
}

main();
