// Benchmark of @scope/endpoint against @octokit/endpoint 7.0.6 (the reference) and 11, on the
// workloads of workloads.mjs. Run with `pnpm bench endpoint` (builds first), or
// `node --expose-gc packages/endpoint/bench/endpoint.bench.mjs` after a build.
// BENCH_TIME: ms per task and round (default 500); BENCH_ROUNDS: rounds (default 5).
//
// Each task call builds BATCH requests, so the timer's own cost does not flatten the ratios; ops/s
// count requests. The three implementations of a workload run back to back in every round, and a
// ratio is the median over rounds of the ratio within one round, which a noisy machine disturbs
// less than the ratio of two medians.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { deserialize, serialize } from "node:v8";
import { endpoint as ref11 } from "octokit-endpoint-11";
import { endpoint as ref7 } from "@octokit/endpoint";
import { Bench } from "tinybench";
import { endpoint as ours } from "../dist/index.js";
import { BASELINES } from "./baselines.mjs";
import { prepare, WORKLOADS } from "./workloads.mjs";

const IMPLEMENTATIONS = { ours, "@octokit/endpoint 7.0.6": ref7, "@octokit/endpoint 11": ref11 };
const [OURS, REF7, REF11] = Object.keys(IMPLEMENTATIONS);
const HAND = "hand-written";
/** Goals per workload: times both references, and times the hand-written baseline. */
const GOALS = { default: { references: 10, baseline: 0.5 }, "merge alone": { references: 3, baseline: 1 } };
const BATCH = 64;
const TIME = Number(process.env.BENCH_TIME ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
let sink = 0;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (n) => Math.round(n).toLocaleString("en-US");

/**
 * A plain copy without what differs by design: the user-agent header; the prototype (11 builds
 * null-prototype objects; a serialize round trip gives plain ones); and an empty `mediaType.previews`
 * in a merge result (11 dropped previews from its defaults, so its merge has none).
 */
function comparable(result) {
  const copy = deserialize(serialize(result));
  delete copy.headers["user-agent"];
  if (copy.mediaType?.previews?.length === 0) delete copy.mediaType.previews;
  return copy;
}

/** The hand-written baseline of a workload, on the inputs ours is given: a function of `i`. */
function handWritten(workload) {
  const all = workload.inputs(ours);
  const build = BASELINES[workload.name](ours);
  return { count: all.length, build: (i) => build(all[i % all.length]) };
}

/** Each task of a workload: the three implementations and the baseline, as `{ count, build }`. */
function tasks(workload) {
  const list = Object.entries(IMPLEMENTATIONS).map(([name, endpoint]) => [name, prepare(workload, endpoint)]);
  return [...list, [HAND, handWritten(workload)]];
}

/**
 * Checks, before any timing, that every implementation and baseline builds the same requests on every
 * workload. It runs in a child process of its own (`--check`): a `v8.serialize` of our requests left
 * the process that made it building GitHub's round robin at about half the speed (8x the references
 * instead of 15x, and the hand-written baseline too, the references not), so no timing starts from it.
 */
function checkLikeForLike() {
  let differences = 0;
  for (const workload of WORKLOADS) {
    const expected = prepare(workload, ours);
    for (const [name, actual] of tasks(workload)) {
      for (let i = 0; i < expected.count; i++) {
        if (isDeepStrictEqual(comparable(actual.build(i)), comparable(expected.build(i)))) continue;
        differences++;
        console.log(`DIFFERS ${workload.name} #${i}: ${name} -> ${JSON.stringify(actual.build(i))}`);
        console.log(`                      ours -> ${JSON.stringify(expected.build(i))}`);
      }
    }
  }
  console.log(differences === 0 ? "Like for like: equal results on every workload and input (user-agent, prototypes and empty previews aside).\n" : "");
  if (differences > 0) process.exit(1);
}

function task({ build }) {
  let next = 0;
  return () => {
    for (let i = 0; i < BATCH; i++) sink += build(next++).url.length;
  };
}

/** Requests per second of each implementation and of the baseline on one workload, in one round. */
async function measure(workload) {
  const bench = new Bench({ time: TIME, warmupTime: 100, iterations: 20 });
  for (const [name, prepared] of tasks(workload)) bench.add(name, task(prepared));
  await bench.run();
  return Object.fromEntries(bench.tasks.map((t) => [t.name, t.result.throughput.mean * BATCH]));
}

async function timeAll() {
  const samples = WORKLOADS.map(() => ({ rates: [], ratio7: [], ratio11: [], ratioHand: [] }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, workload] of WORKLOADS.entries()) {
      const rate = await measure(workload);
      samples[index].rates.push(rate);
      samples[index].ratio7.push(rate[OURS] / rate[REF7]);
      samples[index].ratio11.push(rate[OURS] / rate[REF11]);
      samples[index].ratioHand.push(rate[OURS] / rate[HAND]);
    }
    process.stdout.write(`round ${round + 1}/${ROUNDS} done\n`);
  }
  return WORKLOADS.map((workload, index) => {
    const { rates, ratio7, ratio11, ratioHand } = samples[index];
    const ops = (name) => median(rates.map((rate) => rate[name]));
    return {
      name: workload.name, ours: ops(OURS), ref7: ops(REF7), ref11: ops(REF11), hand: ops(HAND),
      ratio7: median(ratio7), ratio11: median(ratio11), ratioHand: median(ratioHand),
    };
  });
}

function printSpeed(rows) {
  console.log(`\n### Speed (requests/s, median of ${ROUNDS} rounds; ratio = median of per-round ratios)\n`);
  console.log(`| workload | ours | ${REF7} | ${REF11} | ${HAND} | ours / 7.0.6 | ours / 11 | ours / ${HAND} |`);
  console.log("|---|--:|--:|--:|--:|--:|--:|--:|");
  for (const r of rows) {
    console.log(`| ${r.name} | ${fmt(r.ours)} | ${fmt(r.ref7)} | ${fmt(r.ref11)} | ${fmt(r.hand)} | ` +
      `${r.ratio7.toFixed(1)}x | ${r.ratio11.toFixed(1)}x | ${r.ratioHand.toFixed(2)}x |`);
  }
  console.log("\n### Goals (x both references; x the hand-written baseline)\n");
  for (const r of rows) {
    const goal = GOALS[r.name] ?? GOALS.default;
    const met = r.ratio7 >= goal.references && r.ratio11 >= goal.references && r.ratioHand >= goal.baseline;
    console.log(`${met ? "met   " : "MISSED"} ${r.name}: ${r.ratio7.toFixed(1)}x 7.0.6, ${r.ratio11.toFixed(1)}x 11 ` +
      `(goal ${goal.references}x), ${r.ratioHand.toFixed(2)}x ${HAND} (goal ${goal.baseline}x)`);
  }
}

/** Allocation per request, measured in a child process with a young generation large enough. */
function printAllocation() {
  const script = new URL("./allocation.mjs", import.meta.url).pathname;
  const flags = ["--expose-gc", "--min-semi-space-size=64", "--max-semi-space-size=64"];
  const run = spawnSync(process.execPath, [...flags, script], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`allocation run failed: ${run.stderr}`);
  const rows = JSON.parse(run.stdout);
  console.log("\n### Allocation (bytes per request; heapUsed delta over a loop without any GC, median of samples)\n");
  console.log(`| workload | ours | ${REF7} | ${REF11} |`);
  console.log("|---|--:|--:|--:|");
  for (const r of rows) console.log(`| ${r.name} | ${fmt(r[OURS])} | ${fmt(r[REF7])} | ${fmt(r[REF11])} |`);
}

if (process.argv.includes("--check")) {
  checkLikeForLike();
} else {
  console.log(`Node ${process.version}, ${process.platform}/${process.arch}; ${TIME} ms per task and round, ${BATCH} requests per task call\n`);
  const check = spawnSync(process.execPath, [fileURLToPath(import.meta.url), "--check"], { stdio: "inherit" });
  if (check.status !== 0) process.exit(1);
  printSpeed(await timeAll());
  printAllocation();
  if (sink === 0) console.log("(sink)");
}
