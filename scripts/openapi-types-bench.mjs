#!/usr/bin/env node
// What typing calls by GitHub's OpenAPI description costs the compiler, against octokit's types.
// Writes one call per operation of GitHub's REST description (@octokit/openapi), every required
// parameter given, and checks the same calls three ways with `tsc --extendedDiagnostics`:
//   withTypes  endpoint.withTypes<paths>(), paths from @octokit/openapi-types
//   octokit    RequestInterface of @octokit/types 9 (its own, older, description)
//   plain      our endpoint typed from the route string alone
// Prints check time, CPU time of the whole run (with GNU time), instantiations, memory and the
// errors found in the calls, best of `--repeat` runs. Everything is written to a temporary folder, nothing inside the repository.
//   node scripts/openapi-types-bench.mjs [--repeat 3] [--only withTypes,octokit,plain] [--keep]
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import ts from "typescript";
import { createSampler } from "./openapi-samples.mjs";

const root = new URL("../", import.meta.url).pathname;
const { values: flags } = parseArgs({
  options: { repeat: { type: "string", default: "1" }, only: { type: "string" }, keep: { type: "boolean", default: false } },
});

/** The three ways of typing the same calls: the lines that define `api` before them. */
const VARIANTS = {
  withTypes: [`import { endpoint } from "@scope/endpoint";`, `import type { paths } from "@octokit/openapi-types";`, `const api = endpoint.withTypes<paths>();`],
  octokit: [`import type { RequestInterface } from "octokit-types-9";`, `declare const api: RequestInterface;`],
  plain: [`import { endpoint } from "@scope/endpoint";`, `const api = endpoint;`],
};

const GNU_TIME = "/usr/bin/time";
const description = JSON.parse(readFileSync(join(root, "node_modules/@octokit/openapi/generated/api.github.com.json"), "utf8"));

const { resolve, sample, parametersOf } = createSampler(description);

/** The required query parameters of a method that sends its other keys in the body: named in the route (`{?name}`) for our endpoint. */
function querySuffix(method, item, operation) {
  if (method === "get" || method === "head") return "";
  const names = parametersOf(item, operation).filter((p) => p.required && p.in === "query").map((p) => p.name);
  return names.length === 0 ? "" : `{?${names.join(",")}}`;
}

/** The options of one call: required path and query parameters, and the required body as fields or `data`. */
function callOptions(item, operation) {
  const parameters = parametersOf(item, operation);
  const fields = parameters.filter((p) => p.required && (p.in === "path" || p.in === "query")).map((p) => `${JSON.stringify(p.name)}: ${sample(p.schema)}`);
  const body = resolve(operation.requestBody);
  if (body?.required) {
    const media = body.content["application/json"] ?? Object.values(body.content)[0];
    const value = sample(media.schema);
    const schema = resolve(media.schema);
    const asFields = value.startsWith("{") && !(schema.required ?? []).includes("url");
    fields.push(asFields ? value.slice(1, -1).trim() : `data: ${value}`);
  }
  const text = fields.filter(Boolean).join(", ");
  return text ? `, { ${text} }` : "";
}

/** One call per operation; octokit's routes stay as its map keys them, without a `{?name}` suffix. */
function calls(variant) {
  const lines = [];
  for (const [url, item] of Object.entries(description.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (method === "parameters") continue;
      const suffix = variant === "octokit" ? "" : querySuffix(method, item, operation);
      lines.push(`export const c${lines.length} = api("${method.toUpperCase()} ${url}${suffix}"${callOptions(item, operation)});`);
    }
  }
  return lines;
}

function measure(dir, variant) {
  const lines = calls(variant);
  writeFileSync(join(dir, "calls.ts"), [...VARIANTS[variant], ...lines].join("\n") + "\n");
  const tsc = [join(root, "node_modules/.bin/tsc"), "--extendedDiagnostics", "-p", "."];
  // CPU seconds (user + system) vary less than wall-clock times on a shared machine: GNU time gives them.
  const command = existsSync(GNU_TIME) ? [GNU_TIME, "-f", "cpu %U %S", ...tsc] : tsc;
  const run = spawnSync(command[0], command.slice(1), { cwd: dir, encoding: "utf8", maxBuffer: 1 << 28 });
  const cpu = /cpu (\S+) (\S+)/.exec(run.stderr);
  const pick = (label) => new RegExp(`^${label}:\\s+(\\S+)`, "m").exec(run.stdout)?.[1];
  const errors = run.stdout.split("\n").filter((line) => line.startsWith("calls.ts(")).length;
  return {
    variant,
    "check s": Number.parseFloat(pick("Check time")),
    "total s": Number.parseFloat(pick("Total time")),
    "cpu s": cpu ? Math.round((Number(cpu[1]) + Number(cpu[2])) * 100) / 100 : undefined,
    instantiations: Number(pick("Instantiations")),
    "memory MB": Math.round(Number.parseInt(pick("Memory used")) / 1024),
    "errors in calls": errors,
  };
}

function setUp() {
  const dir = mkdtempSync(join(tmpdir(), "openapi-types-bench-"));
  // Bare imports resolve from the repository's node_modules, each package to its own dependencies.
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  const compilerOptions = { noEmit: true, noUnusedLocals: false, paths: { "@scope/*": [join(root, "packages/*/src/index.ts")] } };
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ extends: join(root, "tsconfig.base.json"), compilerOptions, files: ["calls.ts"] }));
  return dir;
}

/**
 * How long an editor waits for the first route completion of `withTypes<paths>()` (`github("GET /repos/`):
 * the language service's program (GitHub's 5 MB of types parsed), then the completion itself. Goal: under 2 s.
 */
function firstCompletion(dir) {
  const file = join(dir, "complete.ts");
  const text = `import { endpoint } from "@scope/endpoint";\nimport type { paths } from "@octokit/openapi-types";\nendpoint.withTypes<paths>()("GET /repos/`;
  const { config } = ts.readConfigFile(join(dir, "tsconfig.json"), ts.sys.readFile);
  const options = ts.parseJsonConfigFileContent(config, ts.sys, dir).options;
  const read = (name) => (name === file ? text : ts.sys.readFile(name));
  const service = ts.createLanguageService({
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
    getCompilationSettings: () => options,
    getScriptFileNames: () => [file],
    getScriptVersion: () => "1",
    getScriptSnapshot: (name) => (read(name) === undefined ? undefined : ts.ScriptSnapshot.fromString(read(name))),
    getCurrentDirectory: () => dir,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: (name) => name === file || ts.sys.fileExists(name),
    readFile: read,
  });
  const start = performance.now();
  service.getProgram();
  const programmed = performance.now();
  const entries = service.getCompletionsAtPosition(file, text.length, {})?.entries ?? [];
  const done = performance.now();
  return { "program s": ((programmed - start) / 1000).toFixed(2), "completion s": ((done - programmed) / 1000).toFixed(2), routes: entries.length };
}

const variants = flags.only ? flags.only.split(",") : Object.keys(VARIANTS);
const dir = setUp();
try {
  const best = {};
  for (let round = 0; round < Number(flags.repeat); round++) {
    for (const variant of variants) {
      const result = measure(dir, variant);
      if (!best[variant] || result["check s"] < best[variant]["check s"]) best[variant] = result;
    }
  }
  console.log(`${calls("plain").length} calls, one per operation; best of ${flags.repeat} run(s) by check time`);
  console.table(Object.values(best));
  console.log("first route completion (language service):", firstCompletion(dir));
  if (best.withTypes && best.octokit) {
    console.log(`withTypes / octokit check time: ${(best.withTypes["check s"] / best.octokit["check s"]).toFixed(2)}`);
  }
} finally {
  if (flags.keep) console.log(`files kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
