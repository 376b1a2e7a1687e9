// A worker thread: measures the descriptions the main thread sends, one at a time (a description
// that runs past its time is ended by terminating the worker, which the main thread replaces).
import { readFileSync } from "node:fs";
import { parentPort } from "node:worker_threads";
import Swagger from "swagger-client";
import { fromOpenApi } from "../../packages/endpoint/dist/openapi.js";
import { measureDescription } from "./measure.mjs";
import { loadSupport } from "./support.mjs";

// swagger-client warns on the console about ambiguous parameter names; the report says what matters.
console.warn = () => {};
const support = await loadSupport();
const tools = { fromOpenApi, buildRequest: Swagger.buildRequest, support };

parentPort.on("message", ({ file }) => {
  let result;
  try {
    result = measureDescription(JSON.parse(readFileSync(file, "utf8")), tools);
  } catch (error) {
    result = { failed: String(error?.stack ?? error).slice(0, 400) };
  }
  parentPort.postMessage({ file, result });
});
parentPort.postMessage({ ready: true });
