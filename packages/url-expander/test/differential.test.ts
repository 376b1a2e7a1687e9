// Differential test against url-template 3.1.1 on 2,500 seeded random templates and values.
// Every case must (1) agree with a plain transcription of RFC 6570 Appendix A
// (support/reference-expand.ts), and (2) where url-template answers differently, the difference
// must be explained, expression by expression, by one of the RFC rules below. Unexplained
// disagreements fail.
import { parseTemplate as urlTemplate } from "url-template";
import { describe, expect, it } from "vitest";
import { parseTemplate, UriTemplateValueError } from "../src/index.js";
import { generateCases } from "./support/generate-cases.js";
import { ReferenceRefusal, referenceExpand, renderPart, type Part } from "./support/reference-expand.js";

const CASES = 2500;
const SEED = 6570;

type Outcome = { ok: string } | { error: unknown };
interface Disagreement {
  part: Part;
  values: Record<string, unknown>;
  ours: Outcome;
  theirs: Outcome;
}
interface Rule {
  /** The RFC rule url-template breaks, named by the section that states it. */
  readonly title: string;
  readonly explains: (d: Disagreement) => boolean;
}

function run(fn: () => string): Outcome {
  try {
    return { ok: fn() };
  } catch (error) {
    return { error };
  }
}

const ours = (template: string, values: Record<string, unknown>): Outcome =>
  run(() => parseTemplate(template).expand(values));
const theirs = (template: string, values: Record<string, unknown>): Outcome =>
  // url-template's types allow only strings; it is fed whatever values ours gets.
  run(() => urlTemplate(template).expand(values as Parameters<ReturnType<typeof urlTemplate>["expand"]>[0]));
const same = (a: Outcome, b: Outcome): boolean => "ok" in a && "ok" in b && a.ok === b.ok;

const specs = (part: Part) => (typeof part === "string" ? [] : part.specs);
const op = (part: Part) => (typeof part === "string" ? undefined : part.op);
const valueOf = (d: Disagreement, name: string): unknown =>
  Object.prototype.hasOwnProperty.call(d.values, name) ? d.values[name] : undefined;
const valuesIn = (d: Disagreement) => specs(d.part).map((s) => ({ spec: s, value: valueOf(d, s.name) }));
const membersOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : typeof value === "object" && value !== null ? Object.values(value) : [];
const isComposite = (value: unknown) => typeof value === "object" && value !== null;
const errorCode = (o: Outcome) => ("error" in o && o.error instanceof UriTemplateValueError ? o.error.code : undefined);
const threw = (o: Outcome, type: new (...args: never[]) => Error) => "error" in o && o.error instanceof type;

const RULES: readonly Rule[] = [
  {
    // RFC 6570 section 2.3: "A variable defined as a list value is considered undefined if the list
    // contains zero members. A variable defined as an associative array [...] is considered undefined
    // if the array contains zero members". url-template writes "list=" for them under ; ? &.
    title: "section 2.3: an empty list or map (nulls skipped) is undefined",
    explains: (d) =>
      "ok" in d.ours && valuesIn(d).some(({ value }) => isComposite(value) && membersOf(value).every((m) => m == null)),
  },
  {
    // Section 2.4.1: the prefix is "a maximum number of characters", and section 1.6 defines
    // characters as Unicode code points; url-template counts UTF-16 units, so it cuts astral
    // characters in half (and then its encodeURIComponent throws URIError).
    title: "section 2.4.1: a prefix counts code points, not UTF-16 units",
    explains: (d) =>
      "ok" in d.ours &&
      valuesIn(d).some(({ spec, value }) => spec.prefix > 0 && !isComposite(value) && /[\ud800-\udbff]/.test(String(value))),
  },
  {
    // Section 2.4.1: "Prefix modifiers are not applicable to variables that have composite values."
    // Ours refuses with PREFIX_ON_COMPOSITE; url-template ignores the prefix.
    title: "section 2.4.1: a prefix on a list or map is an error",
    explains: (d) =>
      errorCode(d.ours) === "PREFIX_ON_COMPOSITE" && valuesIn(d).some(({ spec, value }) => spec.prefix > 0 && isComposite(value)),
  },
  {
    // Sections 2.3 and 3.2.7-3.2.9: a varname may hold pct-encoded triplets, and named operators
    // "append the varname" as it is; url-template encodes its "%" again ("Some%2520Thing").
    title: "section 3.2.1: a named operator writes the varname as written",
    explains: (d) =>
      ["?", "&", ";"].includes(op(d.part) ?? "") &&
      specs(d.part).some((s) => s.name.includes("%")) &&
      "ok" in d.theirs &&
      d.theirs.ok.includes("%2520"),
  },
  {
    // Appendix A: the names of an associative array's pairs are encoded like its values, with the
    // operator's allowed set, so + and # keep reserved characters in keys; url-template always
    // encodes keys as unreserved.
    title: "Appendix A: map keys use the operator's allowed set (+ and # keep reserved characters)",
    explains: (d) =>
      ["+", "#"].includes(op(d.part) ?? "-") &&
      "ok" in d.ours &&
      valuesIn(d).some(({ value }) => isComposite(value) && !Array.isArray(value) && Object.keys(value as object).some((k) => /[^\w.~-]/.test(k))),
  },
  {
    // Appendix A: for a named operator, a member whose value is empty gets ifemp, which is "" for ";"
    // (";list" as for a string), not "=" as url-template writes (";list=").
    title: "Appendix A: ifemp for an empty member or an empty joined list under ;",
    explains: (d) =>
      op(d.part) === ";" && "ok" in d.ours && valuesIn(d).some(({ value }) => membersOf(value).some((m) => m === "")),
  },
  {
    // Section 2.4: values are expanded as their string form; url-template's reserved encoder calls
    // String#split on list and map members, so a number or boolean member under + or # throws a
    // TypeError.
    title: "section 3.2.3: number and boolean members expand under + and #",
    explains: (d) =>
      ["+", "#"].includes(op(d.part) ?? "-") &&
      threw(d.theirs, TypeError) &&
      valuesIn(d).some(({ value }) => membersOf(value).some((m) => m != null && typeof m !== "string")),
  },
  {
    // Section 1.6: characters are encoded as UTF-8, which has no form for a lone surrogate. Ours
    // refuses with UriTemplateValueError LONE_SURROGATE; url-template throws a bare URIError.
    title: "section 1.6: a lone surrogate has no UTF-8 form and is refused",
    explains: (d) => errorCode(d.ours) === "LONE_SURROGATE" && threw(d.theirs, URIError),
  },
  {
    // Appendix A: an exploded associative array writes each pair as name "=" value, so an empty key
    // still gives "=value"; url-template tests the key for truthiness and drops the "=".
    title: "Appendix A: an exploded pair with an empty name is still name=value",
    explains: (d) =>
      valuesIn(d).some(
        ({ spec, value }) => spec.explode && isComposite(value) && !Array.isArray(value) && Object.keys(value as object).includes(""),
      ),
  },
  {
    // Section 3.2.3: reserved expansion keeps pct-encoded triplets ("%" and two hex digits) and
    // encodes any other "%" and every character outside unreserved and reserved; url-template keeps
    // a whole run of text raw as soon as it holds "%" and one hex digit ("%0<" stays as is).
    title: "section 3.2.3: + and # keep only whole pct-encoded triplets",
    explains: (d) =>
      ["+", "#"].includes(op(d.part) ?? "-") &&
      valuesIn(d).some(({ value }) => [value, ...membersOf(value)].some((m) => /%(?![0-9A-Fa-f]{2})/.test(String(m)))),
  },
  {
    // Section 2.3 treats values as strings; a bigint's string form is its decimal digits (written in
    // full, DESIGN.md deviation 8); url-template takes a bigint for an empty map and drops it.
    title: "section 2.3: a bigint is written as its decimal string",
    explains: (d) =>
      "ok" in d.ours &&
      valuesIn(d).some(({ value }) => typeof value === "bigint" || membersOf(value).some((m) => typeof m === "bigint")),
  },
];

function compare(part: Part, values: Record<string, unknown>): Disagreement | undefined {
  const template = renderPart(part);
  const d = { part, values, ours: ours(template, values), theirs: theirs(template, values) };
  return same(d.ours, d.theirs) ? undefined : d;
}

/**
 * The smallest pieces that differ: each part alone, then each variable of a differing expression
 * alone (`{?a,b}` as `{?a}` and `{?b}`); the whole expression when no single variable differs.
 */
function localise(parts: readonly Part[], values: Record<string, unknown>): Disagreement[] {
  return parts.flatMap((part) => {
    const whole = compare(part, values);
    if (whole === undefined || typeof part === "string" || part.specs.length === 1) return whole ? [whole] : [];
    const single = part.specs.flatMap((spec) => compare({ op: part.op, specs: [spec] }, values) ?? []);
    return single.length > 0 ? single : [whole];
  });
}

/** JSON for messages, bigints and errors included. */
const show = (value: unknown): string =>
  String(
    JSON.stringify(value, (_, v: unknown) =>
      typeof v === "bigint" ? `${v}n` : v instanceof Error ? `${v.name}: ${"code" in v ? String(v.code) : v.message}` : v,
    ),
  );

const cases = generateCases(CASES, SEED);
const counts = new Map<Rule, number>(RULES.map((r) => [r, 0]));
const unexplained: string[] = [];
const offReference: string[] = [];
let agreements = 0;

for (const { parts, template, values } of cases) {
  const outcome = ours(template, values);
  const reference = run(() => referenceExpand(parts, values));
  const refusal = "error" in reference && reference.error instanceof ReferenceRefusal ? reference.error.reason : undefined;
  if (!(same(outcome, reference) || (refusal !== undefined && errorCode(outcome) === refusal))) {
    offReference.push(`${template} with ${show(values)}: ours ${show(outcome)}, reference ${show(reference)}`);
  }
  if (same(outcome, theirs(template, values))) {
    agreements++;
    continue;
  }
  const pieces = localise(parts, values);
  if (pieces.length === 0) unexplained.push(`${template} with ${show(values)}: differs whole, in no part alone`);
  for (const d of pieces) {
    const rule = RULES.find((r) => r.explains(d));
    if (rule) counts.set(rule, (counts.get(rule) ?? 0) + 1);
    else unexplained.push(`${renderPart(d.part)} with ${show(valuesIn(d).map((v) => v.value))}: ours ${show(d.ours)}, url-template ${show(d.theirs)}`);
  }
}

describe(`differential against url-template (${CASES} cases, seed ${SEED}, ${agreements} identical)`, () => {
  it("every case expands as the RFC 6570 Appendix A reference does", () => {
    expect(offReference).toEqual([]);
  });

  it("every disagreement is explained by an RFC rule", () => {
    expect(unexplained).toEqual([]);
  });

  for (const rule of RULES) {
    it(`${rule.title}: ${counts.get(rule)} differing expressions`, () => {
      expect(counts.get(rule)).toBeGreaterThan(0);
    });
  }
});
