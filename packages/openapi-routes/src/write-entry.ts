import { bodyKind } from "@scope/endpoint-assembler";
import { bodyCodes, explicitCodes, type BodyCodes } from "./body-codes";
import type { BodyLayer } from "./body-layers";
import type { OperationModel, ParameterModel } from "./model";
import { isQueryMethod, leftoverToQuery, mediaOf, methodOf, requestMedia } from "./operation-media";
import { flagsOf, isJsonMedia, locatedCode, styleCode } from "./parameter-code";
import { parameterKeys } from "./parameter-keys";

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
  /** The code of form body properties the description gives no encoding of, `undefined` for none. */
  readonly f: string | undefined;
  /** The API's header and cookie parameter names, lower case (table `w`): a key of that name is listed wherever it goes (32.12). */
  readonly wire?: ReadonlySet<string>;
}

/**
 * One operation's entry, with the fields of table format 1 that `compileRoutes` writes beyond
 * `RouteEntry` of `@scope/endpoint-assembler` (D5): `u` why the operation cannot be built, `j` a
 * JSON body whose schema is a scalar, `n` the encodings of the other media types, `y` multipart
 * parts' content types.
 */
export interface CompiledEntry {
  /** The id of a shared entry of the table (`l`) that this one inherits, below its own fields. */
  i?: string;
  /** Parameter codes by key, as in `RouteEntry`; `"x"` a refused plain name; with `strict`, every key. */
  p?: Record<string, string>;
  /** The request media type, as in `RouteEntry`. */
  m?: string;
  /** The other media types the operation takes. */
  a?: string[];
  /** Explicit encodings of form or multipart properties; `""` a property written by its value. */
  e?: Record<string, string>;
  /** The explicit encoding style most form properties share. */
  f?: string;
  /** `"x"` in a strict table: keys the entry does not list are refused. */
  k?: "q" | "b" | "x";
  /** The operation's server. */
  s?: string;
  /** Why the operation cannot be built: calling its route is refused with it. */
  u?: string;
  /** `1`: the JSON body's schema is a scalar, so `data` is written as JSON text even when a string. */
  j?: 1;
  /** The explicit encodings of each other listed media type (those in `a`), by media type. */
  n?: Record<string, Record<string, string>>;
  /** Each multipart part's content type, where its encoding gives one. */
  y?: Record<string, string>;
  /** The operation's security requirements, by scheme index in the table's `x`, where they are not the document's. */
  z?: string;
}

/** The request media type an operation inherits: its method's (`t`), else the table's (`m`). */
function inheritedMedia(operation: OperationModel, defaults: TableDefaults): string | undefined {
  const method = methodOf(operation);
  return defaults.t.has(method) ? defaults.t.get(method) : defaults.m;
}

/**
 * The code of each key of an operation: parameters the defaults do not place and encode right, plain
 * names refused (`"x"`) where another key stands for them (a name in two locations; a parameter or body
 * property named like a named option, D3); with `strict`, every parameter and body property (`""`
 * where nothing else is to be said). The body properties' codes come from `layer`, which the caller
 * gives where they are to be written into the entry (not shared by reference).
 */
export function parameterCodes(operation: OperationModel, defaults: TableDefaults, strict: boolean, layer?: BodyLayer): Record<string, string> {
  const codes: Record<string, string> = {};
  const write = (key: string, code: string): void => void Object.defineProperty(codes, key, { value: code, enumerable: true, writable: true, configurable: true });
  const toQuery = leftoverToQuery(operation);
  const { keys, refused } = parameterKeys(operation.parameters);
  for (const [parameter, key] of keys) {
    const code = key === parameter.name ? plainCode(parameter, toQuery, defaults.q) : `${locatedCode(parameter)}:${parameter.name}`;
    if (code !== "" || strict || defaults.wire?.has(key.toLowerCase())) write(key, code);
    // The refused plain name right after the first of its keys: like entries stay alike for gzip.
    if (refused.has(parameter.name) && !Object.hasOwn(codes, parameter.name)) write(parameter.name, "x");
  }
  for (const [name, code] of Object.entries(layer?.p ?? {})) if (!Object.hasOwn(codes, name)) write(name, code);
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

/** True when a caller may give keys the description does not name: no body schema, or one with `additionalProperties`. */
function isOpen(operation: OperationModel): boolean {
  const [first] = operation.body?.media ?? [];
  return first !== undefined && bodyKind(first.type) !== "data" && operation.body?.media.some(({ open }) => open) === true;
}

/** The encodings of the media types after the first, by type (`n`): each property's explicit code. */
function otherEncodings(operation: OperationModel): Record<string, Record<string, string>> {
  const n: Record<string, Record<string, string>> = {};
  for (const media of operation.body?.media.slice(1) ?? []) {
    const codes = explicitCodes(media);
    if (codes.size > 0) Object.defineProperty(n, media.type, { value: Object.fromEntries(codes), enumerable: true });
  }
  return n;
}

/** An operation's body layer, and its id where the table writes it once (in `l`) rather than into the entry. */
export interface PlacedLayer {
  readonly layer?: BodyLayer | undefined;
  readonly id?: string | undefined;
}

/**
 * The explicit codes of a form body and the `""` of its layer: all of them where the layer is written
 * into the entry; where it is shared, those that must win over its `""` (an explicit code that is `f`).
 */
function encodingCodes(codes: BodyCodes, { layer, id }: PlacedLayer): Record<string, string> {
  const e = { ...codes.e };
  const define = (name: string, code: string): void => void Object.defineProperty(e, name, { value: code, enumerable: true });
  if (id === undefined) for (const name of Object.keys(layer?.e ?? {})) if (!codes.explicit.has(name)) define(name, "");
  if (id !== undefined) for (const [name, code] of codes.explicit) if (code === codes.f && Object.hasOwn(layer?.e ?? {}, name)) define(name, code);
  return e;
}

/** The entry of one operation: what neither the default rules nor the table's defaults say; with `strict`, closed (D5). */
export function writeEntry(operation: OperationModel, defaults: TableDefaults, strict: boolean, placed: PlacedLayer = {}): CompiledEntry {
  if (operation.unbuildable !== undefined) return { u: operation.unbuildable };
  const p = parameterCodes(operation, defaults, strict, placed.id === undefined ? placed.layer : undefined);
  const media = mediaOf(operation);
  const [, ...others] = requestMedia(operation);
  const [first] = operation.body?.media ?? [];
  const codes = bodyCodes(first, defaults.f);
  const { f, y } = codes;
  const e = encodingCodes(codes, placed);
  const n = otherEncodings(operation);
  const server = operation.server?.url;
  const scalar = first !== undefined && isJsonMedia(first.type) && first.scalar;
  return {
    ...(placed.id === undefined ? {} : { i: placed.id }),
    ...(Object.keys(p).length > 0 ? { p } : {}),
    ...(media !== inheritedMedia(operation, defaults) && !(isQueryMethod(operation) && media === undefined) ? { m: media ?? "application/json" } : {}),
    ...(others.length > 0 ? { a: others } : {}),
    ...(Object.keys(e).length > 0 ? { e } : {}),
    ...(f !== undefined && f !== defaults.f ? { f } : {}),
    ...(strict && !isOpen(operation) ? { k: "x" as const } : {}),
    ...(server !== defaults.s && server !== undefined ? { s: server } : {}),
    ...(scalar ? { j: 1 as const } : {}),
    ...(Object.keys(n).length > 0 ? { n } : {}),
    ...(Object.keys(y).length > 0 ? { y } : {}),
  };
}
