// Bytes allocated per request, for endpoint.bench.mjs (which spawns this file and prints a table).
// Needs --expose-gc, and a young generation larger than one sample allocates
// (--min-semi-space-size=64 --max-semi-space-size=64), so that no scavenge runs inside a sample.
//
// Method: after a warm-up that lets the JIT optimise the loop, each sample runs gc(), reads
// process.memoryUsage().heapUsed, builds CALLS requests without keeping them, and reads heapUsed
// again: with no collection in between, the growth is what the requests allocated on the heap.
// A PerformanceObserver records every GC; a sample that overlaps one is discarded. Prints JSON.
import { PerformanceObserver, performance } from "node:perf_hooks";
import { setTimeout } from "node:timers/promises";
import { endpoint as ref11 } from "octokit-endpoint-11";
import { endpoint as ref7 } from "@octokit/endpoint";
import { endpoint as ours } from "../dist/index.js";
import { prepare, WORKLOADS } from "./workloads.mjs";

const IMPLEMENTATIONS = { ours, "@octokit/endpoint 7.0.6": ref7, "@octokit/endpoint 11": ref11 };
const WARM_UP = 30_000;
const CALLS = 2_000;
const SAMPLES = 15;
let sink = 0;

const collections = [];
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) collections.push([entry.startTime, entry.startTime + entry.duration]);
});
observer.observe({ entryTypes: ["gc"] });

function loop(call, count) {
  for (let i = 0; i < count; i++) sink += call.build(i).url.length;
}

/** Samples of [start, end, bytes per request]. */
function sample(call) {
  loop(call, WARM_UP);
  const samples = [];
  for (let s = 0; s < SAMPLES; s++) {
    globalThis.gc();
    const start = performance.now();
    const before = process.memoryUsage().heapUsed;
    loop(call, CALLS);
    const after = process.memoryUsage().heapUsed;
    samples.push([start, performance.now(), (after - before) / CALLS]);
  }
  return samples;
}

const raw = WORKLOADS.map((workload) => ({
  name: workload.name,
  samples: Object.entries(IMPLEMENTATIONS).map(([name, endpoint]) => [name, sample(prepare(workload, endpoint))]),
}));
// GC entries arrive asynchronously: let them in before filtering.
await setTimeout(50);

const clean = ([start, end]) => !collections.some(([from, to]) => from <= end && to >= start);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = raw.map(({ name, samples }) => {
  const row = { name };
  for (const [implementation, list] of samples) {
    const kept = list.filter(clean).map(([, , bytes]) => bytes);
    row[implementation] = kept.length > 0 ? median(kept) : Number.NaN;
  }
  return row;
});
observer.disconnect();
process.stdout.write(JSON.stringify(rows) + (sink === 0 ? "" : "\n"));
