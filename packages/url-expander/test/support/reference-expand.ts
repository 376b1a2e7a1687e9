// A deliberately plain transcription of RFC 6570 Appendix A, for the differential test: slow,
// array-based, with its own encoders (TextEncoder and per-code-point tests, no lookup tables), so
// that it shares no code and few habits with src/. It expands structured templates (the generator
// knows each expression), so it needs no parser.

export type Op = "" | "+" | "#" | "." | "/" | ";" | "?" | "&";
export interface Spec {
  name: string;
  explode: boolean;
  prefix: number;
}
export interface Expr {
  op: Op;
  specs: Spec[];
}
export type Part = string | Expr;

/** Thrown where the RFC (or the documented policy) refuses a value. */
export class ReferenceRefusal extends Error {
  constructor(readonly reason: "PREFIX_ON_COMPOSITE" | "LONE_SURROGATE" | "UNSUPPORTED") {
    super(reason);
  }
}

// RFC 6570 section 3.2.1, table of Appendix A: first, sep, named, ifemp, allow reserved.
const TABLE: Record<Op, [string, string, boolean, string, boolean]> = {
  "": ["", ",", false, "", false],
  "+": ["", ",", false, "", true],
  "#": ["#", ",", false, "", true],
  ".": [".", ".", false, "", false],
  "/": ["/", "/", false, "", false],
  ";": [";", ";", true, "", false],
  "?": ["?", "&", true, "=", false],
  "&": ["&", "&", true, "=", false],
};

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const RESERVED = /^[:/?#[\]@!$&'()*+,;=]$/;
const utf8 = new TextEncoder();

function pctEncode(char: string): string {
  if (/^[\ud800-\udfff]$/.test(char)) throw new ReferenceRefusal("LONE_SURROGATE");
  return [...utf8.encode(char)].map((b) => "%" + b.toString(16).toUpperCase().padStart(2, "0")).join("");
}

/** Encodes by code point; with `reserved`, reserved characters and pct-triplets stay. */
export function referenceEncode(text: string, reserved: boolean): string {
  const tokens = reserved ? text.match(/%[0-9A-Fa-f]{2}|[\s\S]/gu) ?? [] : Array.from(text);
  return tokens
    .map((t) => (t.length === 3 || UNRESERVED.test(t) || (reserved && RESERVED.test(t)) ? t : pctEncode(t)))
    .join("");
}

function scalarString(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  if (value === null || value === undefined) return undefined;
  throw new ReferenceRefusal("UNSUPPORTED");
}

function expandExpr({ op, specs }: Expr, values: Record<string, unknown>): string {
  const [first, sep, named, ifemp, allowReserved] = TABLE[op];
  const enc = (s: string): string => referenceEncode(s, allowReserved);
  const out: string[] = [];
  for (const { name, explode, prefix } of specs) {
    const value = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;
    if (value === null || value === undefined) continue;
    if (typeof value !== "object") {
      let s = scalarString(value) as string;
      if (prefix > 0) s = Array.from(s).slice(0, prefix).join("");
      out.push(named ? (s === "" ? name + ifemp : `${name}=${enc(s)}`) : enc(s));
      continue;
    }
    // Section 2.4.1: prefix modifiers do not apply to composite values (refused even when empty).
    if (prefix > 0) throw new ReferenceRefusal("PREFIX_ON_COMPOSITE");
    const pairs: [string | undefined, string][] = Array.isArray(value)
      ? value.map((m) => [undefined, scalarString(m)] as const).filter((p): p is [undefined, string] => p[1] !== undefined)
      : Object.entries(value)
          .map(([k, m]) => [k, scalarString(m)] as const)
          .filter((p): p is [string, string] => p[1] !== undefined);
    if (pairs.length === 0) continue; // section 2.3: an empty list or map is undefined
    if (!explode) {
      const joined = pairs.map(([k, m]) => (k === undefined ? enc(m) : `${enc(k)},${enc(m)}`)).join(",");
      out.push(named ? (joined === "" ? name + ifemp : `${name}=${joined}`) : joined);
    } else {
      const items = pairs.map(([k, m]) => {
        const key = k === undefined ? (named ? name : undefined) : enc(k);
        if (key === undefined) return enc(m);
        return named && m === "" ? key + ifemp : `${key}=${enc(m)}`;
      });
      out.push(items.join(sep));
    }
  }
  return out.length === 0 ? "" : first + out.join(sep);
}

/** The expansion of a structured template: literals encoded as for `+`, expressions per Appendix A. */
export function referenceExpand(parts: readonly Part[], values: Record<string, unknown>): string {
  return parts.map((p) => (typeof p === "string" ? referenceEncode(p, true) : expandExpr(p, values))).join("");
}

/** The template text of a structured template. */
export function renderPart(part: Part): string {
  if (typeof part === "string") return part;
  const specs = part.specs.map((s) => s.name + (s.explode ? "*" : s.prefix > 0 ? `:${s.prefix}` : ""));
  return `{${part.op}${specs.join(",")}}`;
}
