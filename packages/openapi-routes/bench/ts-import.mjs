// Imports the repository's TypeScript test support from a benchmark: the calls the differential
// test synthesises (test/support/openapi-calls.ts) are the benchmark's calls, one definition for both.
import { register } from "node:module";

register("./ts-hooks.mjs", import.meta.url);

/** test/support/openapi-calls.ts: `openApiCalls(document)` and `loadDescription(name)`. */
export const { openApiCalls, loadDescription } = await import("../../../test/support/openapi-calls.ts");
