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

/** What the root `anyOf` accepts, in words. */
const UNION_WORDS = "a RunInstall object, an array of RunInstall objects, null or a boolean";

/** Longest path shown in a message; the `path` field itself is always whole. */
const MAX_SHOWN_PATH = 80;

/** Builds an issue whose message starts with its path (`(root)` for the value itself), cut if huge. */
export function issue(path: string, keyword: string, rule: string): RunInstallIssue {
  const shown = path.length > MAX_SHOWN_PATH ? `${path.slice(0, MAX_SHOWN_PATH)}…` : path;
  return { path, keyword, message: `${path === "" ? "(root)" : shown}: ${rule}` };
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
  if (error.keyword === "type") {
    const got = describeValue(valueAt(value, error.instancePath));
    return issue(error.instancePath, "type", `must be ${expectedWords(schemaAt(error.schemaPath))} (got ${got})`);
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
    return [issue("", "anyOf", `must be ${UNION_WORDS} (got ${describeValue(value)})`)];
  }
  return specific.map((error) => toIssue(error, value));
}
