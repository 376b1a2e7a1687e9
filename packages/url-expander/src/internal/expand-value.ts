// A variable's value as RFC 6570 writes it (section 3.2.1 and Appendix A), for every value but a
// plain string without prefix, which compile-template.ts writes inline: prefixes, numbers, lists
// and associative arrays, and the errors of values that cannot be expanded.
import { isPlainObject } from "@scope/kit";
import { truncateCodePoints, type LoneSurrogateHandler } from "./encode.js";
import type { Operator } from "./operators.js";
import { valueError } from "./value-error.js";

/** The values object expand reads from. */
export type Values = Readonly<Record<string, unknown>>;

/** One variable of an expression: `varspec = varname [ ":" max-length / "*" ]`. */
export interface VarSpec {
  /** The name as written, pct-encoded triplets included: also the key looked up in the values. */
  readonly name: string;
  /** `*`: lists and maps expand member by member. */
  readonly explode: boolean;
  /** `:n`: keep the first n code points of a string; 0 when absent. */
  readonly prefix: number;
}

/** One variable of one expression: its spec, its operator, and the strings it writes ready-made. */
export interface Variable extends VarSpec, LoneSurrogateHandler {
  readonly operator: Operator;
  readonly template: string;
  /** The literal before its expression, for the expression's first variable only. */
  readonly before: string | undefined;
  /** What goes before a value: `name=` for a named operator's variable, else "". */
  readonly lead: string;
  /** What an empty value writes: `name` + ifemp for a named operator's variable, else "". */
  readonly empty: string;
}

/** The variable `spec` of an expression of `operator` in `template`; `before` for its first variable. */
export function variable({ name, explode, prefix }: VarSpec, operator: Operator, template: string, before: string | undefined): Variable {
  // Fields listed, not spread: on Node 20 a spread object costs 2 to 10 µs (a compiled template of
  // 5,000 expressions took 135 ms, most of it here), a listed one a tenth of a microsecond.
  return {
    name,
    explode,
    prefix,
    operator,
    template,
    before,
    lead: operator.named ? `${name}=` : "",
    empty: operator.named ? name + operator.ifEmpty : "",
    onLoneSurrogate(index) {
      throw valueError("LONE_SURROGATE", this, { index });
    },
  };
}

/** A string as `variable` writes it: encoded for its operator, after `name=` for a named one. */
export function writeText(text: string, variable: Variable): string {
  return lead(variable.operator.encode(text, variable), variable);
}

/** Encoded text after its lead: `name=text` for a named operator's variable, `name` + ifemp for "". */
function lead(encoded: string, variable: Variable): string {
  return encoded === "" ? variable.empty : variable.lead + encoded;
}

/**
 * Lists longer than this are read by their own indices: a sparse `new Array(2 ** 32 - 1)` has a
 * length but no members, and reading every index of it would take minutes. Up to 65,536 a loop over
 * the indices costs less than listing the keys (well under a millisecond even when all are holes),
 * and the lists of the growth tests (1,024 to 16,384 members) take one path at every size.
 */
const READ_BY_KEYS_FROM = 65_536;

/**
 * The text `variable` writes for `value` (without the lead or separator before it); `undefined`
 * when the value is undefined: `null`, `undefined`, or a list or map with no defined member
 * (section 2.3).
 * @example
 * expandValue(["red", null, "blue"], variable({ name: "list", explode: false, prefix: 0 }, operator("?"), "{?list}", ""));
 * // "list=red,blue"
 */
export function expandValue(value: unknown, variable: Variable): string | undefined {
  if (value === undefined || value === null) return undefined;
  const { prefix } = variable;
  const list = Array.isArray(value);
  if (!list && !isPlainObject(value)) {
    const text = scalar(value, variable);
    return writeText(prefix === 0 ? text : truncateCodePoints(text, prefix), variable);
  }
  if (prefix !== 0) throw valueError("PREFIX_ON_COMPOSITE", variable, { composite: list ? "list" : "map", prefix });
  const joined = join(value, list, variable);
  return joined === undefined || variable.explode ? joined : lead(joined, variable);
}

/**
 * A scalar's text. Anything else is refused: a list or map (a member of one, since the values
 * themselves are joined before) as nested, a function, symbol or class instance as unsupported.
 */
function scalar(value: unknown, variable: Variable): string {
  const type = typeof value;
  if (type === "string" || type === "number" || type === "boolean" || type === "bigint") return String(value);
  throw valueError(Array.isArray(value) || isPlainObject(value) ? "NESTED_COMPOSITE" : "UNSUPPORTED_TYPE", variable, { value });
}

/** The members of a list or map joined as the operator and explode say; `undefined` when none is defined. */
function join(value: object, list: boolean, variable: Variable): string | undefined {
  const { operator, explode } = variable;
  const keys = list ? [] : Object.keys(value);
  const all = value as readonly unknown[];
  const members = !list ? keys.map((key) => (value as Values)[key]) : all.length <= READ_BY_KEYS_FROM ? all : ownMembers(all);
  let out: string | undefined;
  for (let i = 0; i < members.length; i++) {
    const member = members[i];
    if (member === undefined || member === null) continue;
    const text = scalar(member, variable);
    // A map's key is encoded before its value, as it is written.
    const key = list ? "" : operator.encode(keys[i] as string, variable);
    const encoded = operator.encode(text, variable);
    // Exploded, a list member is written as the variable's value, a map member as a `key=value` pair.
    const piece = list
      ? explode ? lead(encoded, variable) : encoded
      : !explode ? `${key},${encoded}` : operator.named && encoded === "" ? key + operator.ifEmpty : `${key}=${encoded}`;
    out = out === undefined ? piece : out + (explode ? operator.separator : ",") + piece;
  }
  return out;
}

/** The members of a long `list` that it holds, by its own index keys: holes, skipped as undefined members, left out. */
function ownMembers(list: readonly unknown[]): readonly unknown[] {
  const members: unknown[] = [];
  // Own keys list array indices first, in ascending order (ECMA-262 OrdinaryOwnPropertyKeys).
  for (const key of Object.keys(list)) {
    const index = Number(key);
    if (index < list.length && String(index) === key) members.push(list[index]);
  }
  return members;
}
