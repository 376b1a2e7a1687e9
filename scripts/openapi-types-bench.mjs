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
import { parseArgs } from "node:util";

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

/** A `$ref` followed to what it names. */
function resolve(node) {
  return node?.$ref ? node.$ref.slice(2).split("/").reduce((at, key) => at[key], description) : node;
}

/** Source text of a value that satisfies `schema`: the first enum member or alternative, required properties only. */
function sample(schema, depth = 0) {
  const node = resolve(schema) ?? {};
  if (node.enum) return JSON.stringify(node.enum.find((v) => v !== null) ?? null);
  if (node.properties || node.allOf || node.type === "object") return sampleObject(node, depth);
  const alternatives = node.oneOf ?? node.anyOf;
  if (alternatives) return sample(alternatives[0], depth);
  const type = Array.isArray(node.type) ? node.type.find((t) => t !== "null") : node.type;
  if (type === "integer" || type === "number") return "1";
  if (type === "boolean") return "true";
  if (type === "array") return "[]";
  return `"x"`;
}

/** An object with the required properties of the schema, of its `allOf` parts and of its first alternative. */
function sampleObject(node, depth) {
  if (depth > 6) return "{}";
  const alternative = node.oneOf ?? node.anyOf;
  const parts = [node, ...(node.allOf ?? []), ...(alternative ? [alternative[0]] : [])].map(resolve);
  const properties = Object.assign({}, ...parts.map((part) => part.properties));
  const required = [...new Set(parts.flatMap((part) => part.required ?? []))];
  return `{ ${required.map((name) => `${JSON.stringify(name)}: ${sample(properties[name], depth + 1)}`).join(", ")} }`;
}

/** The required query parameters of a method that sends its other keys in the body: named in the route (`{?name}`) for our endpoint. */
function querySuffix(method, item, operation) {
  if (method === "get" || method === "head") return "";
  const names = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(resolve).filter((p) => p.required && p.in === "query").map((p) => p.name);
  return names.length === 0 ? "" : `{?${names.join(",")}}`;
}

/** The options of one call: required path and query parameters, and the required body as fields or `data`. */
function callOptions(item, operation) {
  const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(resolve);
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
  if (best.withTypes && best.octokit) {
    console.log(`withTypes / octokit check time: ${(best.withTypes["check s"] / best.octokit["check s"]).toFixed(2)}`);
  }
} finally {
  if (flags.keep) console.log(`files kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
