import { copyHeaders } from "@scope/headers";
import { bodyKind, formBody, multipartBody, type BodyKind, type BodyPart } from "./body-encoders";
import { UriTemplateValueError } from "@scope/url-expander";
import { InvalidParameterValueError, MissingParameterError, UnknownParameterError } from "./errors";
import { headerValue } from "./header-encoders";
import { isPlainObject, setOwn } from "./internal/plain-object";
import { read, type Values } from "./slot-values";
import { encodeText, joinFormPart } from "./style-encoders";
import type { TablePlan } from "./table-plan";
import type { RequestHeaders } from "./types";

/**
 * The parts of a request that a route table places, for `runPlan` once `assertPlaced` has passed
 * and the URL is built: header and cookie parameters written into `headers`,
 * query parameters appended to `url`, and the body built for its media type.
 */
export function runTable(table: TablePlan, call: Values, defaults: Values, headers: RequestHeaders, url: string): { url: string; body: unknown } {
  try {
    writeHeaders(table, call, defaults, headers);
    for (const [key, name] of table.requiredHeaders) if (headers[name] === undefined) throw new MissingParameterError(table.route, key);
    return { url: appendQuery(url, table, call, defaults), body: tableBody(table, call, defaults, headers) };
  } catch (error) {
    // The form style's expander names the variable; the error names the operation too.
    if (!(error instanceof UriTemplateValueError)) throw error;
    const slot = [...table.query, ...table.cookies].find(({ wire }) => wire === error.variable || encodeText(wire) === error.variable);
    const value = slot === undefined ? undefined : read(slot, call, defaults);
    throw new InvalidParameterValueError(table.route, slot?.wire ?? error.variable, value, `a value the form style can write (${error.code})`);
  }
}

/**
 * Refuses a key given that has no place (`UnknownParameterError`, with what to give instead) and a
 * required one left out (`MissingParameterError`), naming the operation: run before the URL is
 * built, so that a plain key refused as ambiguous (Kubernetes' `path`, both in the path and the
 * query) is named rather than the empty `{path}` it leaves.
 */
export function assertPlaced(table: TablePlan, call: Values, defaults: Values): void {
  for (const [slot, hint] of table.refused) {
    if (read(slot, call, defaults) !== undefined) throw new UnknownParameterError(table.route, slot.name, hint);
  }
  for (const slot of table.required) {
    if (read(slot, call, defaults) === undefined) throw new MissingParameterError(table.route, slot.name);
  }
}

/** Header parameters by their names, and cookie parameters as one `cookie` header after any the caller gives. */
function writeHeaders(table: TablePlan, call: Values, defaults: Values, headers: RequestHeaders): void {
  if (table.headers.length === 0 && table.cookies.length === 0) return;
  const written: Record<string, string> = {};
  for (const slot of table.headers) {
    const text = headerValue(slot.spec, slot.wire, read(slot, call, defaults), table.route);
    if (text !== undefined) setOwn(written, slot.wire, text);
  }
  const cookies = table.cookies.map((slot) => slot.encode(read(slot, call, defaults))).filter((text) => text !== "");
  if (cookies.length > 0) {
    const given = headers.cookie;
    written.cookie = (given === undefined || given === "" ? "" : `${given}; `) + cookies.join("; ");
  }
  // The one header validator checks names and values (no CR, LF or NUL) and lower-cases names.
  copyHeaders(headers, written);
}

/** Query parts in the plan's order (its one template, or each key's encoder), after `?` or, when the URL has a query already, after `&`. */
function appendQuery(url: string, table: TablePlan, call: Values, defaults: Values): string {
  let after = url.includes("?");
  if (table.queryTemplate !== undefined) {
    const query = table.queryTemplate.expand(call);
    return query === "" ? url : url + (after ? `&${query.slice(1)}` : query);
  }
  for (const slot of table.query) {
    const part = slot.encode(read(slot, call, defaults));
    if (part === "") continue;
    url += (after ? "&" : "?") + part;
    after = true;
  }
  return url;
}

/**
 * The body: `data` as given (a plain object encoded for a form or multipart body), else the body
 * parameters built for the media type, which the caller's `content-type` picks among those the
 * operation lists. A form body gets its content type; multipart gets none (the client adds the boundary).
 */
function tableBody(table: TablePlan, call: Values, defaults: Values, headers: RequestHeaders): unknown {
  if (table.data === undefined && table.body.length === 0) return undefined;
  const kind = kindOf(table, headers["content-type"]);
  const data = table.data === undefined ? undefined : read(table.data, call, defaults);
  const body = data === undefined ? keysBody(table, kind, call, defaults) : dataBody(table, kind, data);
  if (body !== undefined && headers["content-type"] === undefined) setContentType(headers, kind, table.media);
  return body;
}

function kindOf(table: TablePlan, given: unknown): BodyKind | "none" {
  if (typeof given !== "string") return table.kind;
  const type = given.split(";", 1)[0]?.trim().toLowerCase();
  return table.media === type || table.accepts.includes(type ?? "") ? bodyKind(given) : table.kind;
}

/**
 * The body of the call's keys, `undefined` when it gives none: written as each is read, a form's
 * text or an object (no part objects: every call of a form API such as Stripe's builds one), or
 * multipart `FormData` from its parts.
 */
function keysBody(table: TablePlan, kind: BodyKind | "none", call: Values, defaults: Values): unknown {
  let body: string | Record<string, unknown> | undefined;
  const parts: BodyPart[] = [];
  for (const slot of table.body) {
    const value = read(slot, call, defaults);
    if (value === undefined) continue;
    if (kind === "form") body = joinFormPart(typeof body === "string" ? body : "", slot.encode(value));
    else if (kind === "multipart") parts.push({ name: slot.wire, value, encode: slot.encode, json: slot.spec.json });
    else setOwn((body ??= {}) as Record<string, unknown>, slot.wire, value);
  }
  return parts.length > 0 ? multipartBody(parts, table.route) : body;
}

/** `data` as given, or a plain object encoded for a form or multipart body. */
function dataBody(table: TablePlan, kind: BodyKind | "none", data: unknown): unknown {
  if (!isPlainObject(data) || (kind !== "form" && kind !== "multipart")) return data;
  const parts = Object.keys(data).map((name) => ({ name, value: data[name], encode: table.property(name), json: false }));
  return kind === "form" ? formBody(parts) : multipartBody(parts, table.route);
}

/** JSON bodies keep the engine's default content type unless the operation names another JSON type. */
function setContentType(headers: RequestHeaders, kind: BodyKind | "none", media: string | undefined): void {
  if (kind === "form") headers["content-type"] = "application/x-www-form-urlencoded";
  else if (kind !== "multipart" && media !== undefined && media !== "application/json" && media !== "" && !media.includes("*")) headers["content-type"] = media;
}
