// Missing module "./generated/validators"? It is written by the build: run
// `pnpm --filter @scope/runinstall-schema build` (scripts/generate-validators.mjs).
import { validateSchema, validateStrictSchema } from "./generated/validators";
import { toIssues } from "./internal/to-issues";
import type { RunInstallInput, RunInstallValidation, ValidateRunInstallOptions } from "./types";

/**
 * Checks a value against the RunInstall schema and returns it typed, or every problem found.
 *
 * The check is the schema compiled by ajv at build time, so it cannot drift from `runInstallSchema`.
 * Each error names its JSON Pointer path and the rule broken in plain words. With `{ strict: true }`
 * keys the schema does not name are refused too, with a hint for near misses. The value is never
 * changed.
 *
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
  options: ValidateRunInstallOptions = {},
): RunInstallValidation {
  const validate = options.strict === true ? validateStrictSchema : validateSchema;
  if (validate(value)) return { ok: true, value: value as RunInstallInput };
  return { ok: false, errors: toIssues(validate.errors ?? [], value) };
}
