// Credentials by security scheme (issue 33.1): the table's schemes (`x`) read, credentials bound to
// them once (`withAuth`), and, per route, the credentials its first requirement met sends (`z`).
import { copyHeaders, isToken } from "@scope/headers";
import { InvalidOptionsError } from "../errors/errors";
import { ACCESS_OBJECT, BASIC_CREDENTIAL, CREDENTIAL, TABLE_SCHEMES, UNKNOWN_SCHEME, UNSENDABLE_SCHEME } from "../errors/messages";
import { isPlainObject } from "../checks/plain-object";
import { NO_NEAREST, type Nearest } from "../checks/nearest-name";
import { cookieEncoder } from "../encode/header-encoders";
import { queryEncoder } from "../encode/style-encoders";
import { parseCode } from "../encode/style-facts";
import { ownField } from "./entry";
import { isString, tableField } from "./entry-fields";
import type { RouteTable } from "../types/route-table";

/** A credential as requests carry it, worked out once: where it goes and the text written there. */
export interface SentCredential {
  /** `h` a header, `q` a query part, `c` a cookie pair. */
  readonly in: "h" | "q" | "c";
  /** The header's lower-case name; for `q` and `c`, the part's encoded `name=` prefix. */
  readonly name: string;
  /** The header's value, or the whole `name=value` part (percent-encoded as the form style writes it). */
  readonly text: string;
}

/** Credentials bound to a table's schemes, by the scheme's index in `x`. */
export type BoundCredentials = ReadonlyMap<number, SentCredential>;

/** Text a header may hold once base64 replaces it: anything above U+00FF (UTF-8 encoded, RFC 7617). */
const ABOVE_LATIN1_RE = /[\u0100-\u{10FFFF}]/gu;
/** A lone surrogate (with the `u` flag, a pair is one code point): text with no UTF-8 form. */
const LONE_SURROGATE_RE = /[\uD800-\uDFFF]/u;

/** The shape of a table's security schemes (`x`): `[name, code]` pairs of strings. */
const isSchemeList = (schemes: unknown): boolean => Array.isArray(schemes) && schemes.every((pair) => Array.isArray(pair) && pair.length === 2 && pair.every(isString));

/**
 * `given` credentials by scheme name bound over `before`: each checked for its scheme and written
 * as requests will carry it. Throws `InvalidOptionsError` for a name the description lacks (naming
 * its schemes, and the nearest one `near` finds: the strict wrapper's did-you-mean), a credential of the wrong shape (by kind, never its text) and
 * `InvalidHeaderError` for one a header may not hold (CR, LF...: by position, never its text).
 */
export function bindCredentials(table: RouteTable, given: unknown, before: BoundCredentials, near: Nearest = NO_NEAREST): BoundCredentials {
  if (!isPlainObject(given)) throw new InvalidOptionsError(ACCESS_OBJECT, given, { name: "withAuth", secret: true });
  const schemes = tableField<readonly (readonly [string, string])[]>(table, "x", isSchemeList, TABLE_SCHEMES) ?? [];
  const names = schemes.map(([name]) => name);
  const bound = new Map(before);
  for (const name of Object.keys(given)) {
    const index = names.indexOf(name);
    if (index === -1) throw new InvalidOptionsError(UNKNOWN_SCHEME, name, { listed: names, near: near(name, names) });
    const value = given[name];
    // `undefined` is "not given", as in options: an earlier credential stays.
    if (value !== undefined) bound.set(index, sentCredential(name, (schemes[index] as readonly [string, string])[1], value));
  }
  return bound;
}

/** One credential as its scheme's code (`"b"`, `"B"`, `"h:X-API-Key"`...) sends it. */
function sentCredential(name: string, code: string, value: unknown): SentCredential {
  if (code === "") throw new InvalidOptionsError(UNSENDABLE_SCHEME, value, { name, secret: true });
  if (code === "B") return { in: "h", name: "authorization", text: `Basic ${base64(basicText(name, value))}` };
  // Any other scheme's credential is a token: a non-empty string.
  if (typeof value !== "string" || value === "") throw new InvalidOptionsError(CREDENTIAL, value, { name, secret: true });
  if (code === "b") return { in: "h", name: "authorization", text: checked("authorization", `Bearer ${value}`) };
  const spec = parseCode(code, "(table)", name);
  const wire = spec.wire ?? name;
  if (spec.in === "h") return { in: "h", name: wire.toLowerCase(), text: checked(wire, value) };
  checked(spec.in === "c" ? "cookie" : isToken(wire) ? wire : "authorization", value);
  const text = (spec.in === "c" ? cookieEncoder : queryEncoder)(spec, wire, "(withAuth)")(value);
  return { in: spec.in === "c" ? "c" : "q", name: text.slice(0, text.indexOf("=") + 1), text };
}

/** `user:password` of a Basic credential: `{ username, password }` (own strings) or that text, the user without ":". */
function basicText(name: string, value: unknown): string {
  let text = value;
  if (isPlainObject(value)) {
    const [user, password] = [ownField(value, "username"), ownField(value, "password")];
    // A user-id containing a colon is invalid (RFC 7617 section 2).
    text = typeof user === "string" && !user.includes(":") && typeof password === "string" ? `${user}:${password}` : undefined;
  }
  // Lone surrogates have no UTF-8 form.
  if (typeof text !== "string" || !text.includes(":") || LONE_SURROGATE_RE.test(text)) {
    throw new InvalidOptionsError(BASIC_CREDENTIAL, value, { name, secret: true });
  }
  // Base64 makes any text safe to send; the header validator still refuses controls (CR, LF, NUL...) in it.
  checked("authorization", text.replace(ABOVE_LATIN1_RE, "a"));
  return text;
}

/** `text` checked as the value of header `name` by the one header validator (no CR, LF, NUL...). */
function checked(name: string, text: string): string {
  copyHeaders({}, { [name]: text });
  return text;
}

/** Base64 of the UTF-8 bytes of `text` (RFC 7617 section 2.1, charset UTF-8). */
function base64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The credentials a route sends: those of its first requirement (`requirements`, the entry's `z`,
 * inherited from `t` and `d`) whose schemes all have one bound; `undefined` when none is met, or
 * it has none (`z: ""`).
 */
export function credentialsFor(requirements: string | undefined, bound: BoundCredentials): readonly SentCredential[] | undefined {
  if (requirements === undefined) return undefined;
  for (const requirement of requirements.split("|")) {
    if (requirement === "") continue;
    const sent = requirement.split("+").map((index) => bound.get(Number(index)));
    if (sent.every((credential) => credential !== undefined)) return sent as SentCredential[];
  }
  return undefined;
}
