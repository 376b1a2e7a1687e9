import { NAMED_OPTIONS } from "@scope/endpoint-assembler";
import type { ParameterModel } from "./model";

// A key a caller writes location-prefixed, e.g. "query.url" or "header.x-id": the run time reads any such key as the prefix says (D2).
const LOCATION_PREFIX_RE = /^(?:path|query|header|cookie|body)\./;

/** True for a name the plain key of which is a named option of the endpoint (`url`, `method`, `data`...). */
export function isNamedOption(name: string): boolean {
  return Object.hasOwn(NAMED_OPTIONS, name);
}

/** True for a name that reads as a location-prefixed key (`"path.id"`): given plainly, the run time would read the prefix. */
export function looksPrefixed(name: string): boolean {
  return LOCATION_PREFIX_RE.test(name);
}

/** The key a caller gives each parameter, and the plain names refused (`"x"`) because another key stands for them. */
export interface ParameterKeys {
  /** The key of each parameter, in the operation's order. */
  readonly keys: ReadonlyMap<ParameterModel, string>;
  /** Plain names refused: a name used in two locations, or named like a named option (D3). */
  readonly refused: ReadonlySet<string>;
}

/**
 * The key of each parameter: its name, else location-prefixed (`"query.url"`) where the name is
 * used in two locations, is a named option, or itself reads as a prefixed key (`"path.id"` of a
 * header beside a path `id`: `"header.path.id"`). A prefixed key is unique (a location holds each
 * name once), and no plain key starts with a location prefix, so no two keys meet. Linear in the
 * number of parameters.
 * @example
 * parameterKeys([{ name: "id", in: "path" }, { name: "id", in: "query" }]).refused; // => Set { "id" }
 */
export function parameterKeys(parameters: readonly ParameterModel[]): ParameterKeys {
  const counts = new Map<string, number>();
  for (const { name } of parameters) counts.set(name, (counts.get(name) ?? 0) + 1);
  const keys = new Map<ParameterModel, string>();
  const refused = new Set<string>();
  for (const parameter of parameters) {
    const { name } = parameter;
    const shared = (counts.get(name) ?? 0) > 1;
    const prefixed = shared || isNamedOption(name) || looksPrefixed(name);
    keys.set(parameter, prefixed ? `${parameter.in}.${name}` : name);
    if ((shared || isNamedOption(name)) && !looksPrefixed(name)) refused.add(name);
  }
  return { keys, refused };
}
