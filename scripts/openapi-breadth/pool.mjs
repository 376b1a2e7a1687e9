// Worker threads that measure descriptions in parallel, each description within a time limit: a
// worker past it is terminated (no synchronous work can be interrupted otherwise) and replaced.
import { clearTimeout, setTimeout } from "node:timers";
import { Worker } from "node:worker_threads";

/**
 * Measures every file; resolves to a Map from file to the worker's result, or `{ timedOut: true }`,
 * or `{ failed: text }` where the worker died (out of memory...).
 */
export function runPool(files, { workers, timeoutMs, worker: script, progress }) {
  // `timeoutMs(file)`: the time one description may take.
  const results = new Map();
  const queue = [...files];
  return new Promise((resolve) => {
    const finish = (file, result) => {
      results.set(file, result);
      progress(results.size);
      if (results.size === files.length) resolve(results);
    };
    const start = () => {
      const thread = new Worker(script, { resourceLimits: { maxOldGenerationSizeMb: 1536 } });
      let current;
      let timer;
      const next = () => {
        clearTimeout(timer);
        current = queue.shift();
        if (current === undefined) {
          void thread.terminate();
          return;
        }
        timer = setTimeout(() => {
          const file = current;
          current = undefined;
          void thread.terminate().then(() => {
            finish(file, { timedOut: true });
            start();
          });
        }, timeoutMs(current));
        thread.postMessage({ file: current });
      };
      thread.on("message", (message) => {
        if (message.ready) return next();
        if (message.file !== current) return;
        finish(message.file, message.result);
        next();
      });
      thread.on("error", (error) => {
        clearTimeout(timer);
        if (current === undefined) return;
        const file = current;
        current = undefined;
        finish(file, { failed: String(error?.message ?? error).slice(0, 300) });
        start();
      });
    };
    if (files.length === 0) resolve(results);
    for (let i = 0; i < Math.min(workers, files.length); i++) start();
  });
}
