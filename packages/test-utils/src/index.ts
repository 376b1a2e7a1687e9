// Test helpers shared by every package's tests and the root test/ folder. Private, source only.
export { anyValue } from "./any-value";
export { countedList } from "./counted-list";
export { deepFreeze } from "./deep-freeze";
export { allDocBlocks, docBlocks, EXPECT_CHECKS, readmeExample, runDocBlock, runDocBlockAsync } from "./doc-examples";
export type { DocBlock, DocChecks, DocRun } from "./doc-examples";
export { typeCheckDocSnippets } from "./doc-types";
export type { DocResolution, DocSnippet } from "./doc-types";
export { collectGarbage, expectLinearGrowth, fill, growthRatio, GROWTH_SIZES, LINEAR_LIMIT } from "./growth";
export { Random } from "./random";
export { startRecordingServer, useRecordingServer } from "./recording-server";
export type { Answer, Answerer, ReceivedRequest, RecordingServer, StaticFile } from "./recording-server";
