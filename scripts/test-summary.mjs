#!/usr/bin/env node
// Prints "N passed, N failed" from vitest's JSON report (.vitest-report.json) for CI.
import { readFileSync } from "node:fs";

const file = new URL("../.vitest-report.json", import.meta.url);
let report;
try {
  report = JSON.parse(readFileSync(file, "utf8"));
} catch {
  console.log("0 passed, 1 failed");
  console.error("no vitest report: the test run did not reach vitest");
  process.exit(1);
}
const { numPassedTests: passed, numFailedTests: failed, numPendingTests: skipped = 0 } = report;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
