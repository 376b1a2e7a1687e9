// Missing module "./generated/validators"? It is written by the build: run
// `npm run build`, or `pnpm --filter @scope/runinstall-schema generate` (scripts/generate-validators.mjs).
import { validateSchema, validateStrictSchema } from "./generated/validators";
import { readOptions } from "./internal/read-options";
import { snapshot } from "./internal/snapshot";
import { toIssues } from "./internal/to-issues";
import type { RunInstallInput, RunInstallValidation, ValidateRunInstallOptions } from "./types";

/**
 * Checks a value against the RunInstall schema and returns it typed, or every problem found.
 *
 * The check is the schema compiled by ajv at build time, so it cannot drift from `runInstallSchema`.
 * Each error names its JSON Pointer path and the rule broken in plain words. With `{ strict: true }`
 * keys the schema does not name are refused too, with a hint for near misses.
 *
 * The value is read once, into a copy of plain arrays and objects, and the copy is checked and
 * returned: a getter or Proxy cannot answer differently later, and the value is never changed. A
 * value nested more than 64 levels deep, containing itself, holding more than 1 000 000 values or
 * throwing when read gives one problem (`maxDepth`, `cycle`, `maxValues`, `unreadable`).
 *
 * @throws RunInstallError with code `INVALID_OPTIONS` when `options` is not `undefined` or
 * `{ strict?: boolean }`.
 * @example
 * ```ts
 * validateRunInstall({ args: ["--frozen-lockfile"] });
 * // => { ok: true, value: { args: ["--frozen-lockfile"] } }
 * validateRunInstall([{}, { args: [1] }]);
 * // => { ok: false, errors: [{ path: "/1/args/0", keyword: "type",
 * //      message: "/1/args/0: must be a string (got number 1)" }] }
 * validateRunInstall({ recusive: true }, { strict: true }).ok;
 * // => false ("/recusive: unknown key \"recusive\" (did you mean \"recursive\"?)")
 * ```
 */
export function validateRunInstall(
  value: unknown,
  options?: ValidateRunInstallOptions,
): RunInstallValidation {
  const validate = readOptions(options).strict ? validateStrictSchema : validateSchema;
  const read = snapshot(value);
  if (!read.ok) return { ok: false, errors: [read.issue] };
  if (validate(read.value)) return { ok: true, value: read.value as RunInstallInput };
  return { ok: false, errors: toIssues(validate.errors ?? [], read.value) };
}
