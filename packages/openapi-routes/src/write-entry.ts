import { bodyKind, NAMED_OPTIONS, type RouteEntry } from "@scope/endpoint-assembler";
import type { MediaTypeModel, OperationModel, ParameterModel } from "./model";
import { flagsOf, isJsonMedia, locatedCode, styleCode } from "./parameter-code";

/** What every entry of the table inherits: the table's defaults, which an entry states only where it differs. */
export interface TableDefaults {
  /** The server of the table. */
  readonly s: string | undefined;
  /** The request media type, `undefined` for JSON. */
  readonly m: string | undefined;
  /** The request media type of the operations of a method (upper case) where it is not `m` (`""`: no body). */
  readonly t: ReadonlyMap<string, string | undefined>;
  /** The code of leftover query keys. */
  readonly q: string;
  /** The code of form body properties. */
  readonly f: string;
}

// A media range, e.g. "*/*" or "application/*": no request can carry one as its content-type.
const MEDIA_RANGE_RE = /\*/;

/** The media types of a body as a request carries them: a range (`*`/`*`) is sent as JSON, each type once. */
export function requestMedia(operation: OperationModel): string[] {
  const types = (operation.body?.media ?? []).map(({ type }) => (MEDIA_RANGE_RE.test(type) ? "application/json" : type));
  return [...new Set(types)];
}

/** The request media type of an operation: its first listed one; `""` for no body, `undefined` for JSON or GET/HEAD. */
export function mediaOf(operation: OperationModel): string | undefined {
  const [first] = requestMedia(operation);
  if (first === undefined) return isQueryMethod(operation) ? undefined : "";
  return first === "application/json" ? undefined : first;
}

function isQueryMethod({ route }: OperationModel): boolean {
  return route.startsWith("GET ") || route.startsWith("HEAD ");
}

/** The method of an operation, upper case, as its route writes it. */
export function methodOf({ route }: OperationModel): string {
  return route.slice(0, route.indexOf(" "));
}

/** The request media type an operation inherits: its method's (`t`), else the table's (`m`). */
function inheritedMedia(operation: OperationModel, defaults: TableDefaults): string | undefined {
  const method = methodOf(operation);
  return defaults.t.has(method) ? defaults.t.get(method) : defaults.m;
}

/** Whether the keys a route does not place go to the query: on GET and HEAD, and beside a body given as `data` alone. */
function leftoverToQuery(operation: OperationModel): boolean {
  const media = mediaOf(operation);
  // A body given as `data` alone (any type the engine does not build from keys) leaves the keys to the query.
  return isQueryMethod(operation) || (media !== undefined && media !== "" && bodyKind(media) === "data");
}

/** The key a caller gives a parameter: its name, else location-prefixed (`"query.url"`) where the name is a named option or used twice. */
export function keyOf(parameter: ParameterModel, all: readonly ParameterModel[]): string {
  const shared = all.some((other) => other !== parameter && other.name === parameter.name);
  return shared || Object.hasOwn(NAMED_OPTIONS, parameter.name) ? `${parameter.in}.${parameter.name}` : parameter.name;
}

/** The code of each parameter of an operation that the default rules and the table's defaults do not place and encode right. */
export function parameterCodes(operation: OperationModel, defaults: TableDefaults): Record<string, string> {
  const codes: Record<string, string> = {};
  const toQuery = leftoverToQuery(operation);
  for (const parameter of operation.parameters) {
    const key = keyOf(parameter, operation.parameters);
    const code = key === parameter.name ? plainCode(parameter, toQuery, defaults.q) : `${locatedCode(parameter)}:${parameter.name}`;
    if (code !== "") Object.defineProperty(codes, key, { value: code, enumerable: true });
    if (key !== parameter.name && !Object.hasOwn(NAMED_OPTIONS, parameter.name)) {
      // The plain name of a name used in two locations is refused, naming the prefixed keys.
      Object.defineProperty(codes, parameter.name, { value: "x", enumerable: true, writable: true });
    }
  }
  return codes;
}

/** The code of a parameter given by its own name: empty where the defaults already place and encode it. */
function plainCode(parameter: ParameterModel, toQuery: boolean, queryCode: string): string {
  if (parameter.in === "path") {
    const plain = parameter.style === "simple" && !parameter.explode && parameter.contentType === undefined;
    return plain ? "" : locatedCode(parameter);
  }
  if (parameter.in !== "query" || !toQuery) return locatedCode(parameter);
  const own = styleCode(parameter.style, parameter.explode);
  return `${parameter.primitive || own === queryCode ? "" : own}${flagsOf(parameter)}`;
}

/** The encoding codes of a form or multipart body's properties, beside the code most of them share. */
export function bodyCodes(media: MediaTypeModel | undefined): { f: string | undefined; e: Record<string, string> } {
  const codes = new Map<string, string>();
  const form = media !== undefined && bodyKind(media.type) === "form";
  for (const name of media?.structured ?? []) codes.set(name, "F");
  for (const [name, encoding] of Object.entries(media?.encoding ?? {})) {
    const style = form ? (encoding.style ?? "form") : "form";
    const letters = styleCode(style, form ? (encoding.explode ?? style === "form") : true);
    const flags = `${encoding.allowReserved === true ? "+" : ""}${encoding.contentType !== undefined && isJsonMedia(encoding.contentType) ? "J" : ""}`;
    const structured = media?.structured?.includes(name) ?? true;
    if (structured || flags !== "") codes.set(name, `${letters}${flags}`);
  }
  const f = mostCommon([...codes.values()]);
  const e: Record<string, string> = {};
  for (const [name, code] of codes) if (code !== f) Object.defineProperty(e, name, { value: code, enumerable: true });
  return { f, e };
}

/** The most frequent value of a list (the first of equals), `undefined` for none. */
export function mostCommon<Value>(values: readonly Value[]): Value | undefined {
  const counts = new Map<Value, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: Value | undefined;
  let most = 0;
  for (const [value, count] of counts) if (count > most) [best, most] = [value, count];
  return best;
}

/** The entry of one operation: what neither the default rules nor the table's defaults say. */
export function writeEntry(operation: OperationModel, defaults: TableDefaults): RouteEntry {
  const p = parameterCodes(operation, defaults);
  const media = mediaOf(operation);
  const [, ...others] = requestMedia(operation);
  const { f, e } = bodyCodes(operation.body?.media[0]);
  const server = operation.server.url;
  return {
    ...(Object.keys(p).length > 0 ? { p } : {}),
    ...(media !== inheritedMedia(operation, defaults) && !(isQueryMethod(operation) && media === undefined) ? { m: media ?? "application/json" } : {}),
    ...(others.length > 0 ? { a: others } : {}),
    ...(Object.keys(e).length > 0 ? { e } : {}),
    ...(f !== undefined && f !== defaults.f ? { f } : {}),
    ...(server !== defaults.s ? { s: server } : {}),
  };
}
