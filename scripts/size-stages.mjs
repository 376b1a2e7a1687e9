// The stages of the `endpoint` bundle (issue 34.4): which job each bundled file belongs to, and the
// goal of each job, for scripts/size-check.mjs to print beside each stage's share.

/**
 * The stages of an app importing `endpoint`, and their goals in min+gzip bytes: the design's byte
 * budgets by stage (they add up to size-check's GOAL, 9,000 B). A bundled file counts in the first stage whose `files`
 * matches its path; the assembler's folders (errors/, encode/, checks/, entry/, plan/, merge/, run/)
 * and the other packages are the parts printed under each stage.
 */
const STAGES = [
  // Every package's messages and error classes, and kit's formatter, quoting and value kinds.
  { name: "errors and messages", goal: 1500, files: /\/errors\/|\/(?:[\w-]*messages(?:\.short)?|[\w-]*-errors?|error-codes|codes|format-message|describe-value|quote)\.[jt]s$/ },
  { name: "expansion", goal: 1450, files: /packages\/url-expander\// },
  { name: "URL checks", goal: 1150, files: /endpoint-assembler\/src\/checks\/|without-userinfo/ },
  { name: "merge", goal: 500, files: /endpoint-assembler\/src\/merge\/|is-plain-object/ },
  { name: "mediaType", goal: 1100, files: /media-type|accept-previews|merge-previews|rewrite-accept-format/ },
  { name: "header checks", goal: 600, files: /packages\/headers\/src\/(?!user-agent)/ },
  { name: "runner and its writers", goal: 1000, files: /endpoint-assembler\/src\/(?:run|encode)\// },
  {
    name: "planner, cache and default entry",
    goal: 1700,
    files: /endpoint-assembler\/src\/(?:plan\/|entry\/|[\w-]+\.ts$)|bounded-cache|packages\/endpoint\/|user-agent/,
  },
];

/**
 * The jobs of what `fromRoutes` adds to an app that has `endpoint` (issues 33 and 34): credentials,
 * servers, the table reader and its writers, refusal hints; a file counts in the first job whose
 * `files` matches its path, the rest in "other".
 */
const ADDED_JOBS = [
  { name: "credentials (withAuth)", files: /\/(?:security|credentials|access-endpoint)\.ts$|\/errors\/access\// },
  { name: "servers (withServer)", files: /\/servers\.ts$/ },
  { name: "refusal hints and closed tables", files: /\/(?:table-refusals|nearest-name|closed-table|table-errors)\.ts$/ },
  { name: "table entry, plan and writers", files: /endpoint-assembler\/src\/(?:plan|entry|encode|run)\// },
];

/**
 * Minified bytes per job of what a bundle (`inputs`, esbuild's metafile inputs) adds to another
 * (`baseInputs`): `[name, bytes]` for each job that adds any.
 */
export function addedJobs(inputs, baseInputs) {
  const jobs = new Map([...ADDED_JOBS.map(({ name }) => [name, 0]), ["other", 0]]);
  for (const [file, { bytesInOutput }] of Object.entries(inputs)) {
    const added = bytesInOutput - (baseInputs[file]?.bytesInOutput ?? 0);
    const job = ADDED_JOBS.find(({ files }) => files.test(file))?.name ?? "other";
    jobs.set(job, jobs.get(job) + added);
  }
  return [...jobs].filter(([, bytes]) => bytes !== 0);
}

/** The package a bundled file comes from: `@scope/<folder>`, or the npm package under node_modules. */
export function packageOf(file) {
  const dependency = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (dependency) return dependency[1];
  const own = /packages\/([^/]+)\//.exec(file);
  return own ? `@scope/${own[1]}` : file;
}

/** The part of the bundle a file is: a folder of the assembler's src/, else its package. */
function partOf(file) {
  const folder = /endpoint-assembler\/src\/(?:([\w-]+)\/)?/.exec(file);
  if (folder) return `@scope/endpoint-assembler ${folder[1] === undefined ? "(src/)" : `${folder[1]}/`}`;
  return packageOf(file);
}

/**
 * Minified bytes per stage of a bundle, from `inputs` (esbuild's metafile, an output's inputs):
 * `{ name, goal, bytes, parts }` per stage, `parts` a Map of part (`partOf`) to bytes; a last stage,
 * "no stage", holds the files no stage matches, so that nothing goes uncounted.
 */
export function stageShares(inputs) {
  const stages = [...STAGES, { name: "no stage" }].map((stage) => ({ ...stage, bytes: 0, parts: new Map() }));
  for (const [file, { bytesInOutput }] of Object.entries(inputs)) {
    if (bytesInOutput === 0) continue;
    const stage = stages.find(({ files }) => files === undefined || files.test(file));
    stage.bytes += bytesInOutput;
    stage.parts.set(partOf(file), (stage.parts.get(partOf(file)) ?? 0) + bytesInOutput);
  }
  return stages;
}
