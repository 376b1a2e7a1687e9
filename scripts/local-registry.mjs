#!/usr/bin/env node
// A local npm registry (Verdaccio, a devDependency) on 127.0.0.1, for trying the release flow and
// for the registry test (test/registry.test.ts). It has NO uplink: it serves only what is published
// to it, so an install from it never reaches another registry; `seedDependencies()`
// (scripts/registry-seed.mjs) publishes the third-party packages ours depend on.
//
//   node scripts/local-registry.mjs [--port 4873] [--storage <folder>]
//
// starts one in the foreground (Ctrl-C stops it), seeded, and prints its URL and the npmrc to
// publish with; then, in another shell: npm run release -- --registry http://127.0.0.1:4873
/* global fetch */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { seedDependencies } from "./registry-seed.mjs";

const self = fileURLToPath(import.meta.url);

/** Verdaccio's configuration: storage and users under `folder`, no uplink, no audit, no web UI. */
function writeConfig(folder) {
  const file = join(folder, "config.yaml");
  const quoted = (path) => JSON.stringify(path);
  writeFileSync(
    file,
    [
      `storage: ${quoted(join(folder, "storage"))}`,
      "auth:",
      "  htpasswd:",
      `    file: ${quoted(join(folder, "htpasswd"))}`,
      "uplinks: {}",
      "packages:",
      "  '@*/*': { access: $all, publish: $authenticated, unpublish: $authenticated }",
      "  '**': { access: $all, publish: $authenticated, unpublish: $authenticated }",
      "middlewares: { audit: { enabled: false } }",
      "web: { enable: false }",
      "server: { keepAliveTimeout: 60 }",
      "log: { type: stdout, format: json, level: error }",
      "",
    ].join("\n"),
  );
  return file;
}

/** In the child process: runs Verdaccio on 127.0.0.1:`port` (0: any free port), prints `{ "port": N }`. */
async function serve(config, port) {
  const require = createRequire(import.meta.url);
  const { runServer } = require("verdaccio");
  const server = await runServer(config);
  server.listen(port, "127.0.0.1", () => console.log(JSON.stringify({ port: server.address().port })));
  // The parent holds our stdin: when it ends, however it ends, so do we.
  process.stdin.on("end", () => process.exit(0)).resume();
}

/**
 * Starts a local registry in a child process, storage in `storage` (a new temporary folder by
 * default), and adds a user to publish with. Resolves to its `url` (no trailing slash), an `npmrc`
 * file that points npm at it with that user's token, and `stop()` (ends the child, removes a
 * temporary storage folder).
 */
export async function startLocalRegistry({ storage, port = 0 } = {}) {
  const folder = storage ?? mkdtempSync(join(tmpdir(), "scope-registry-"));
  mkdirSync(folder, { recursive: true });
  const child = spawn(process.execPath, [self, "--serve", writeConfig(folder), String(port)], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  const listening = new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const line = output.split("\n").find((text) => text.startsWith('{"port":'));
      if (line) resolve(JSON.parse(line).port);
    });
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => reject(new Error(`the registry exited (${code}) before listening:\n${output}`)));
  });
  const stop = () => {
    child.kill();
    if (!storage) rmSync(folder, { recursive: true, force: true });
  };
  try {
    const url = `http://127.0.0.1:${await listening}`;
    const token = await addUser(url, "release", "release-local-only");
    const npmrc = join(folder, "npmrc");
    writeFileSync(npmrc, `registry=${url}/\n${url.slice("http:".length)}/:_authToken=${token}\n`);
    return { url, npmrc, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** Registers a user (Verdaccio's htpasswd lets anyone sign up) and returns its token. */
async function addUser(url, name, password) {
  const response = await fetch(`${url}/-/user/org.couchdb.user:${name}`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, password }),
  });
  const { token } = await response.json();
  if (!response.ok || typeof token !== "string") throw new Error(`could not add user ${name}: HTTP ${response.status}`);
  return token;
}

async function main(args) {
  if (args[0] === "--serve") return serve(args[1], Number(args[2]));
  const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const storage = option("--storage", undefined);
  if (storage && !existsSync(dirname(storage))) throw new Error(`no folder ${dirname(storage)}`);
  const registry = await startLocalRegistry({ storage, port: Number(option("--port", "4873")) });
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      registry.stop();
      process.exit(0);
    });
  }
  console.log(`registry: ${registry.url} (no uplink; storage in ${storage ?? dirname(registry.npmrc)})`);
  console.log(`registry: seeded ${(await seedDependencies(registry.url, registry.npmrc)).join(", ")}`);
  console.log(`registry: publish with  npm run release -- --registry ${registry.url} --userconfig ${registry.npmrc}`);
  console.log("registry: Ctrl-C stops it");
}

if (process.argv[1] && realpathSync(process.argv[1]) === self) await main(process.argv.slice(2));
