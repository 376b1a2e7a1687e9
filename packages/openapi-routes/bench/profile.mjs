// A driver for profiling fromRoutes alone on one description's full calls (calls.mjs). After a build:
//   node --cpu-prof --cpu-prof-dir=.bench packages/openapi-routes/bench/profile.mjs Kubernetes
// Then `node packages/endpoint/bench/profile-summary.mjs .bench/<file>.cpuprofile` lists self-times.
// PROFILE_SECONDS (default 20): how long the calls run, so that the setup is a small part of the profile.
import { performance } from "node:perf_hooks";
import { DESCRIPTIONS, prepare } from "./calls.mjs";

const [name = "Kubernetes"] = process.argv.slice(2);
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 20);
const description = DESCRIPTIONS.find((candidate) => candidate.file !== undefined && candidate.name.includes(name));
if (description === undefined) throw new Error(`no description named like "${name}"`);
const { ours, calls } = prepare(description);
let sink = 0;
let done = 0;
const start = performance.now();
while (performance.now() - start < SECONDS * 1000) {
  for (const { route, options } of calls) sink += ours(route, options).url.length;
  done += calls.length;
}
const ns = ((performance.now() - start) * 1e6) / done;
console.log(`${description.name}: ${done.toLocaleString("en-US")} calls of ${calls.length} operations, ${Math.round(ns).toLocaleString("en-US")} ns per call${sink === 0 ? " (sink)" : ""}`);
