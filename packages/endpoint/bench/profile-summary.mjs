// Sums the self-time of each function in a .cpuprofile written by `node --cpu-prof` and prints
// the top entries with their share: `node profile-summary.mjs <file.cpuprofile> [top]`.
import { readFileSync } from "node:fs";

const [file, top = "25"] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
const deltas = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  const { callFrame } = byId.get(profile.samples[i]);
  const where = callFrame.url ? `${callFrame.url.split("/").slice(-3).join("/")}:${callFrame.lineNumber + 1}` : "";
  const key = `${callFrame.functionName || "(anonymous)"} ${where}`;
  self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
for (const [key, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
  console.log(`${((100 * time) / total).toFixed(1).padStart(5)}%  ${key}`);
}

// With a third argument, the lines of the functions whose name contains it, by ticks.
const [, , lines] = process.argv.slice(2);
if (lines) {
  const ticks = new Map();
  for (const node of profile.nodes) {
    if (!node.callFrame.functionName.includes(lines)) continue;
    for (const { line, ticks: n } of node.positionTicks ?? []) {
      const key = `${node.callFrame.functionName}:${line}`;
      ticks.set(key, (ticks.get(key) ?? 0) + n);
    }
  }
  for (const [key, n] of [...ticks].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${String(n).padStart(6)}  ${key}`);
}
