// Benchmark of @scope/url-expander against RFC 6570 peers and a hand-written concatenation per
// workload (the "physical limit"). Run with `pnpm bench url-expander` (builds first), or
// `node packages/url-expander/bench/expander.bench.mjs` after a build. Set BENCH_TIME (ms per task).
//
// Each task call expands BATCH different value objects, so the timer's own cost (tens of ns) does
// not flatten the ratios; ops/s below count expansions, not task calls.
import { Bench } from "tinybench";
import { parseTemplate as urlTemplateParse } from "url-template";
import UriTemplates from "uri-templates";
import { StdUriTemplate } from "@std-uritemplate/std-uritemplate";
import UriTemplateLite from "uri-template-lite";
import { expand, parseTemplate } from "../dist/index.js";
import { WORKLOADS } from "./workloads.mjs";

const BATCH = 100;
const TIME = Number(process.env.BENCH_TIME ?? 800);
let sink = 0;

/** Peers: how each compiles once, and how each expands in one call from the template string. */
const PEERS = {
  "url-template": {
    compile: (t) => urlTemplateParse(t),
    expand: (c, v) => c.expand(v),
    oneShot: (t, v) => urlTemplateParse(t).expand(v),
  },
  "uri-templates": {
    compile: (t) => new UriTemplates(t),
    expand: (c, v) => c.fillFromObject(v),
    oneShot: (t, v) => new UriTemplates(t).fillFromObject(v),
  },
  "@std-uritemplate/std-uritemplate": {
    // No compile step: both modes are the same call.
    compile: (t) => t,
    expand: (t, v) => StdUriTemplate.expand(t, v),
    oneShot: (t, v) => StdUriTemplate.expand(t, v),
  },
  "uri-template-lite": {
    compile: (t) => new UriTemplateLite(t),
    expand: (c, v) => c.expand(v),
    oneShot: (t, v) => UriTemplateLite.expand(t, v),
  },
};

function batch(fn, values) {
  return () => {
    for (let i = 0; i < BATCH; i++) sink += fn(values[i]).length;
  };
}

/** The tasks of one workload and mode: ours, each peer, the hand-written function. */
function tasks(workload, mode) {
  const { template, handWritten } = workload;
  const compiled = parseTemplate(template);
  const list = [["@scope/url-expander", mode === "parse-once" ? (v) => compiled.expand(v) : (v) => expand(template, v)]];
  for (const [name, peer] of Object.entries(PEERS)) {
    if (mode === "parse-once") {
      const c = peer.compile(template);
      list.push([name, (v) => peer.expand(c, v)]);
    } else list.push([name, (v) => peer.oneShot(template, v)]);
  }
  list.push(["hand-written concatenation", handWritten]);
  return list;
}

/** Notes a peer whose output differs from ours on the workload (it is then not doing the same job). */
function differences(workload) {
  const ours = parseTemplate(workload.template).expand(workload.values[0]);
  const notes = {};
  for (const [name, peer] of Object.entries(PEERS)) {
    let theirs;
    try {
      theirs = peer.oneShot(workload.template, workload.values[0]);
    } catch (error) {
      theirs = `throws ${error.message}`;
    }
    if (theirs !== ours) notes[name] = theirs;
  }
  const hand = workload.handWritten(workload.values[0]);
  if (hand !== ours) notes["hand-written concatenation"] = hand;
  return { ours, notes };
}

const GOALS = [
  { peer: "url-template", min: 5, label: ">= 5x url-template" },
  { peer: "uri-templates", min: 1.5, label: ">= 1.5x uri-templates" },
  { peer: "hand-written concatenation", min: 1, label: ">= 1x hand-written (ideal)" },
  { peer: "hand-written concatenation", min: 0.5, label: ">= 0.5x hand-written (minimum)" },
];

const fmt = (n) => Math.round(n).toLocaleString("en-US");
const results = [];
console.log(`Node ${process.version}, ${process.platform}/${process.arch}; ${TIME} ms per task, ${BATCH} expansions per call\n`);

for (const workload of WORKLOADS) {
  const { ours, notes } = differences(workload);
  console.log(`## ${workload.name}: ${workload.template}`);
  console.log(`   ours -> ${ours}`);
  for (const [name, out] of Object.entries(notes)) console.log(`   differs: ${name} -> ${out}`);
  for (const mode of ["parse-once", "one-shot"]) {
    const bench = new Bench({ time: TIME, warmupTime: 200, iterations: 20 });
    for (const [name, fn] of tasks(workload, mode)) bench.add(name, batch(fn, workload.values));
    await bench.run();
    const rate = Object.fromEntries(bench.tasks.map((t) => [t.name, t.result.throughput.mean * BATCH]));
    const ourRate = rate["@scope/url-expander"];
    console.log(`\n   ${mode}`);
    console.log(`   ${"task".padEnd(34)} ${"ops/s".padStart(13)}  ours / task`);
    for (const [name, ops] of Object.entries(rate)) {
      console.log(`   ${name.padEnd(34)} ${fmt(ops).padStart(13)}  ${(ourRate / ops).toFixed(2)}x`);
      results.push({ workload: workload.name, mode, name, ops, ratio: ourRate / ops });
    }
  }
  console.log("");
}

console.log("## Goals (ratio of ours to the peer, same run)");
for (const goal of GOALS) {
  const rows = results.filter((r) => r.name === goal.peer);
  const worst = rows.reduce((a, b) => (b.ratio < a.ratio ? b : a));
  const met = rows.every((r) => r.ratio >= goal.min);
  console.log(`${met ? "met   " : "MISSED"} ${goal.label}: worst ${worst.ratio.toFixed(2)}x (${worst.workload}, ${worst.mode})`);
}
if (sink === 0) console.log("(sink)");
