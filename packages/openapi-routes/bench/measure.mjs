// One process of the OpenAPI benchmark (openapi-routes.bench.mjs starts BENCH_PROCESSES of them and
// prints the medians). Writes its figures to stdout as one JSON object, its progress to stderr.
// BENCH_INDEX (set by the parent): this process's number; process 0 also runs the resolver check.
import { performance } from "node:perf_hooks";
import { Bench } from "tinybench";
import { endpoint } from "../../endpoint/dist/index.js";
import { fromRoutes } from "../../endpoint/dist/routes.js";
import { OPERATIONS, WORKLOADS } from "../../endpoint/bench/workloads.mjs";
import { compileRoutes } from "../dist/index.js";
import { loadDescription } from "../../../test/support/openapi-calls.mjs";
import { DESCRIPTIONS, prepare, resolverCheck } from "./calls.mjs";
import { SETTINGS, median, selected } from "./settings.mjs";

const BATCH = 64;
const FIRST = Number(process.env.BENCH_INDEX ?? 0) === 0;
let sink = 0;
const progress = (line) => process.stderr.write(`  [process ${process.env.BENCH_INDEX ?? 0}] ${line}\n`);
const github = loadDescription("@octokit/openapi/generated/api.github.com.json");

/** A task building BATCH requests with `build(i)`, cycling through `count` inputs. */
function task(count, build) {
  let next = 0;
  return () => {
    for (let i = 0; i < BATCH; i++) sink += build(next++ % count).url.length;
  };
}

/**
 * Nanoseconds per call of each task (median over rounds) and the median of the per-round ratios
 * `a / b` of their times. Only the tasks are timed: tables, descriptions and calls are ready before.
 */
async function compare(tasks, [a, b]) {
  const times = Object.fromEntries(Object.keys(tasks).map((name) => [name, []]));
  const ratios = [];
  for (let round = 0; round < SETTINGS.rounds; round++) {
    const bench = new Bench({ time: SETTINGS.time, warmupTime: 100, iterations: 10 });
    for (const [name, run] of Object.entries(tasks)) bench.add(name, run);
    await bench.run();
    const ns = Object.fromEntries(bench.tasks.map((t) => [t.name, 1e9 / (t.result.throughput.mean * BATCH)]));
    for (const name of Object.keys(tasks)) times[name].push(ns[name]);
    ratios.push(ns[a] / ns[b]);
  }
  return { ns: Object.fromEntries(Object.entries(times).map(([name, list]) => [name, median(list)])), ratio: median(ratios) };
}

/** Part 1: fromRoutes against buildRequest on each description; refusals and the resolver check by the first process. */
async function againstSwagger() {
  const rows = [];
  for (const description of DESCRIPTIONS.filter(({ name, file }) => file !== undefined && selected(name))) {
    const start = performance.now();
    const prepared = prepare(description);
    const setup = performance.now() - start;
    const { ours, build, calls, refused } = prepared;
    const row = { name: description.name, operations: calls.length };
    if (FIRST) {
      const skipped = Object.fromEntries(Object.entries(refused).map(([peer, reasons]) => [peer, [...reasons].map(([why, routes]) => ({ why, count: routes.length, first: routes[0] }))]));
      Object.assign(row, { skipped, setup, check: SETTINGS.check > 0 ? await resolverCheck(prepared, SETTINGS.check) : undefined });
    }
    progress(`${description.name}: ${calls.length} calls ready in ${(setup / 1000).toFixed(1)} s, timing`);
    globalThis.gc?.(); // the garbage of the setup and the check is not the timed calls'
    // Both peers build the same calls, round robin, in one Bench per round.
    const tasks = { ours: task(calls.length, (i) => ours(calls[i].route, calls[i].options)), swagger: task(calls.length, (i) => build(calls[i])) };
    rows.push({ ...row, ...(await compare(tasks, ["swagger", "ours"])) });
  }
  return rows;
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

/** Part 2: fromRoutes(compileRoutes(GitHub)) against the default endpoint, time per call. */
async function againstDefault() {
  const table = fromRoutes(compileRoutes(github));
  const operations = buildable(table, OPERATIONS);
  const workloads = [
    [`GitHub operations, round robin (${operations.length} of ${OPERATIONS.length})`, operations, (e, op) => e(op.route, op.parameters)],
    ...WORKLOADS.filter((w) => w.name === "GET path + query" || w.name === "POST JSON body + authorization").map((w) => [w.name, w.inputs(endpoint), w.call]),
  ];
  const rows = [];
  for (const [name, inputs, call] of workloads) {
    progress(`table against endpoint: ${name}`);
    const tasks = { table: task(inputs.length, (i) => call(table, inputs[i])), endpoint: task(inputs.length, (i) => call(endpoint, inputs[i])) };
    const { ns, ratio } = await compare(tasks, ["table", "endpoint"]);
    rows.push({ name, ns, ratio });
  }
  return rows;
}

/** Part 3: compileRoutes on GitHub's description, the first call and the median of 6 more. */
function compileTime() {
  const times = [];
  for (let run = 0; run < 7; run++) {
    globalThis.gc?.();
    const start = performance.now();
    sink += Object.keys(compileRoutes(github).r ?? {}).length;
    times.push(performance.now() - start);
  }
  return { first: times[0], steady: median(times.slice(1)) };
}

const compile = compileTime();
const swagger = await againstSwagger();
const table = await againstDefault();
process.stdout.write(`${JSON.stringify({ compile, swagger, table, sink })}\n`);
