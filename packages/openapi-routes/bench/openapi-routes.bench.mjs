// Benchmark of the OpenAPI route tables. Run with `pnpm bench openapi-routes` (builds first), or
// `node --expose-gc packages/openapi-routes/bench/openapi-routes.bench.mjs` after a build.
// BENCH_TIME: ms per task and round (default 500); BENCH_ROUNDS: rounds (default 5).
//
// 1. fromRoutes(table) against swagger-client's buildRequest, on every operation of Stripe and
//    Kubernetes (goal: >= 100x).
// 2. fromRoutes(compileRoutes(GitHub's description)) against the default `endpoint` on GitHub's
//    routes (goal: <= 1.3x its time per call).
// 3. compileRoutes on GitHub's description (goal: <= 300 ms).
// Every ratio compares peers measured in the same round; the figure is the median over rounds.
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import Swagger from "swagger-client";
import { Bench } from "tinybench";
import { endpoint } from "../../endpoint/dist/index.js";
import { fromRoutes } from "../../endpoint/dist/routes.js";
import { OPERATIONS, WORKLOADS } from "../../endpoint/bench/workloads.mjs";
import { compileRoutes } from "../dist/index.js";
import { callsOf, loadDescription } from "./calls.mjs";

const TIME = Number(process.env.BENCH_TIME ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
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

async function againstSwagger() {
  console.log("\n### fromRoutes against swagger-client's buildRequest (requests/s)\n");
  console.log("| description | operations | fromRoutes | swagger-client | ratio | goal |");
  console.log("|---|--:|--:|--:|--:|--|");
  for (const name of ["stripe.com", "kubernetes.io"]) {
    const spec = loadDescription(name);
    const calls = callsOf(spec);
    const ours = fromRoutes(JSON.parse(JSON.stringify(compileRoutes(spec))));
    const tasks = {
      ours: task(calls.length, (i) => ours(calls[i].route, calls[i].options)),
      swagger: task(calls.length, (i) => {
        const { operationId, parameters, requestBody } = calls[i];
        return Swagger.buildRequest({ spec, operationId, parameters, ...(requestBody === undefined ? {} : { requestBody }) });
      }),
    };
    const { rates, ratio } = await compare(tasks, ["ours", "swagger"]);
    console.log(`| ${name} | ${calls.length} | ${fmt(rates.ours)} | ${fmt(rates.swagger)} | ${ratio.toFixed(0)}x | ${ratio >= 100 ? "met" : "MISSED"} (>= 100x) |`);
  }
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
    console.log(`| ${name} | ${fmt(rates.endpoint)} | ${fmt(rates.table)} | ${ratio.toFixed(2)}x | ${ratio <= 1.3 ? "met" : "MISSED"} (<= 1.3x) |`);
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
