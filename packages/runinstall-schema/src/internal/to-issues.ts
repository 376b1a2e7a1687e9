// Turns ajv's raw errors into RunInstallIssue objects whose messages say the path and the rule broken
// in plain words. Every rule comes from the schema; nothing here re-checks the value.
import { runInstallSchema } from "../schema";
import type { RunInstallIssue } from "../types";
import { describeValue, encodeSegment, quote, valueAt } from "./describe-value";
import { nearestKey } from "./nearest-key";
import type { RawError } from "./raw-validator";

const RUN_INSTALL = runInstallSchema.definitions.RunInstall;

/** The keys the schema names, in schema order: `recursive`, `cwd`, `args`. */
export const KNOWN_KEYS: readonly string[] = Object.keys(RUN_INSTALL.properties);

/** The schema's pattern for `cwd` and `args` items: no NUL, which `spawn` refuses in an argument. */
const NO_NUL_PATTERN = RUN_INSTALL.properties.cwd.pattern;

/** What the root `anyOf` accepts, in words. */
const UNION_WORDS = "a RunInstall object, an array of RunInstall objects, null or a boolean";

/** Longest path shown in a message; the `path` field itself is always whole. */
const MAX_SHOWN_PATH = 80;

/** A path as a message shows it: `(root)` for the value itself, cut if huge. */
function shownPath(path: string): string {
  if (path === "") return "(root)";
  return path.length > MAX_SHOWN_PATH ? `${path.slice(0, MAX_SHOWN_PATH)}…` : path;
}

/** Builds an issue whose message starts with its path (`(root)` for the value itself), cut if huge. */
export function issue(path: string, keyword: string, rule: string): RunInstallIssue {
  return { path, keyword, message: `${shownPath(path)}: ${rule}` };
}

/**
 * The issue of a value found at `prefix` in a YAML document: its path from the document's root,
 * and its line and column, in the fields and at the end of the message.
 */
export function placeIssue(found: RunInstallIssue, prefix: string, line: number, column: number): RunInstallIssue {
  const rule = found.message.slice(shownPath(found.path).length + 2);
  const placed = issue(`${prefix}${found.path}`, found.keyword, `${rule} at line ${line}, column ${column}`);
  return { ...found, ...placed, line, column };
}

/** YAML 1.1 words for booleans, which YAML 1.2 (and so this package) reads as strings. */
const YAML_11_BOOLEANS: Readonly<Record<string, string>> = { y: "true", yes: "true", on: "true", n: "false", no: "false", off: "false" };

/** For a string that YAML 1.1 reads as a boolean, the boolean to write instead. */
function booleanFor(value: unknown): string | undefined {
  return typeof value === "string" && Object.hasOwn(YAML_11_BOOLEANS, value.toLowerCase()) ? YAML_11_BOOLEANS[value.toLowerCase()] : undefined;
}

/** `found` with a hint and a suggestion when its value is a YAML 1.1 boolean word where a boolean fits. */
function withBooleanHint(found: RunInstallIssue, value: unknown): RunInstallIssue {
  const suggestion = booleanFor(value);
  if (suggestion === undefined) return found;
  const hint = `; YAML 1.2 reads ${quote(String(value))} as a string: write ${suggestion}`;
  return { ...found, message: `${found.message}${hint}`, suggestion };
}

/** The sub-schema that a schema path such as `#/definitions/RunInstall/properties/args/type` sits in. */
function schemaAt(schemaPath: string): unknown {
  const segments = schemaPath.replace(/^#\//, "").split("/").slice(0, -1);
  let node: unknown = runInstallSchema;
  for (const segment of segments) node = (node as Record<string, unknown> | undefined)?.[segment];
  return node;
}

/** The type a sub-schema asks for, in words: `a string`, `an array of strings`, `a RunInstall object`. */
function expectedWords(schema: unknown): string {
  const { type, items } = (schema ?? {}) as { type?: unknown; items?: { type?: unknown } };
  if (schema === RUN_INSTALL) return "a RunInstall object";
  if (type === "array" && typeof items?.type === "string") return `an array of ${items.type}s`;
  if (type === "boolean") return "a boolean (true or false)";
  return /^[aeiou]/.test(String(type)) ? `an ${String(type)}` : `a ${String(type)}`;
}

/** An unknown key refused by strict mode, with a hint when it is close to a known key. */
function unknownKeyIssue(error: RawError): RunInstallIssue {
  const key = String(error.params["additionalProperty"]);
  const suggestion = nearestKey(key, KNOWN_KEYS);
  const hint = suggestion
    ? `did you mean ${quote(suggestion)}?`
    : `known keys: ${KNOWN_KEYS.join(", ")}`;
  const found = issue(`${error.instancePath}/${encodeSegment(key)}`, "unknownKey", `unknown key ${quote(key)} (${hint})`);
  return suggestion === undefined ? found : { ...found, suggestion };
}

/** One raw ajv error as an issue. */
function toIssue(error: RawError, value: unknown): RunInstallIssue {
  if (error.keyword === "additionalProperties") return unknownKeyIssue(error);
  const found = valueAt(value, error.instancePath);
  if (error.keyword === "type") {
    const schema = schemaAt(error.schemaPath);
    const typed = issue(error.instancePath, "type", `must be ${expectedWords(schema)} (got ${describeValue(found)})`);
    return (schema as { type?: unknown } | undefined)?.type === "boolean" ? withBooleanHint(typed, found) : typed;
  }
  if (error.keyword === "pattern" && error.params["pattern"] === NO_NUL_PATTERN) {
    return issue(error.instancePath, "pattern", `must be a string without NUL characters, which no command-line argument can carry (got ${describeValue(found)})`);
  }
  // Not reachable with today's schema (it uses only the keywords above); kept so a new keyword
  // still gives a readable message instead of none.
  return issue(error.instancePath, error.keyword, error.message ?? `breaks the "${error.keyword}" rule`);
}

/** Whether an error only says that the value as a whole matched none of the root `anyOf` branches. */
function isUnionError(error: RawError): boolean {
  return error.instancePath === "" && (error.keyword === "type" || error.keyword === "anyOf");
}

/**
 * The issues for a value that failed validation. The root `anyOf` makes ajv report every branch; when
 * a branch got further (an object with a bad field, an array with a bad item) only its errors are
 * kept, otherwise one issue says what the value as a whole should be.
 */
export function toIssues(errors: readonly RawError[], value: unknown): RunInstallIssue[] {
  const specific = errors.filter((error) => !isUnionError(error));
  if (specific.length === 0) {
    return [withBooleanHint(issue("", "anyOf", `must be ${UNION_WORDS} (got ${describeValue(value)})`), value)];
  }
  return specific.map((error) => toIssue(error, value));
}
