// A driver for profiling one workload of workloads.mjs with our endpoint alone, or for a quick
// comparison against both references. After a build:
//   node --cpu-prof --cpu-prof-dir=.bench packages/endpoint/bench/profile.mjs "GET path"
//   node packages/endpoint/bench/profile.mjs "GET path" --compare
// Then `node packages/endpoint/bench/profile-summary.mjs .bench/<file>.cpuprofile` lists self-times.
import { endpoint as ref11 } from "octokit-endpoint-11";
import { endpoint as ref7 } from "@octokit/endpoint";
import { endpoint as ours } from "../dist/index.js";
import { prepare, WORKLOADS } from "./workloads.mjs";

const [filter = "", flag] = process.argv.slice(2);
const CALLS = Number(process.env.PROFILE_CALLS ?? 3_000_000);
let sink = 0;

/** Requests per second of `call` over `calls` requests. */
function rate(call, calls) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) sink += call.build(i).url.length;
  return calls / (Number(process.hrtime.bigint() - start) / 1e9);
}

for (const workload of WORKLOADS.filter((w) => w.name.includes(filter))) {
  if (flag !== "--compare") {
    console.log(`${workload.name}: ${Math.round(rate(prepare(workload, ours), CALLS)).toLocaleString("en-US")} req/s`);
    continue;
  }
  const calls = { ours: prepare(workload, ours), ref7: prepare(workload, ref7), ref11: prepare(workload, ref11) };
  const best = { ours: 0, ref7: 0, ref11: 0 };
  for (let round = 0; round < 5; round++) {
    for (const name of Object.keys(calls)) {
      best[name] = Math.max(best[name], rate(calls[name], name === "ours" ? 400_000 : 60_000));
    }
  }
  const ratio = (name) => (best.ours / best[name]).toFixed(1);
  console.log(`${workload.name}: ours ${Math.round(best.ours)} req/s, ${ratio("ref7")}x 7.0.6, ${ratio("ref11")}x 11`);
}
if (sink === 0) console.log("(sink)");
