// Lists and associative arrays (RFC 6570 section 3.2.1 and Appendix A). The slow path: strings
// take the closures of compile-var-spec.ts and never come here.
import type { Operator } from "./operators.js";
import { nestedComposite, prefixOnComposite, unsupportedType, type VarContext } from "./value-error.js";

/**
 * Expands a list or map value, `lead` first; `undefined` when it has no defined member, which makes
 * it undefined under every operator (section 2.3: an empty list or map is undefined).
 * @example
 * expandComposite(["red", null, "blue"], OPERATORS["?"], context, "?"); // "?list=red,blue"
 */
export function expandComposite(value: object, operator: Operator, context: VarContext, lead: string): string | undefined {
  let kind: "list" | "map";
  if (Array.isArray(value)) kind = "list";
  else if (isPlainObject(value)) kind = "map";
  else throw unsupportedType(context, value);
  if (context.prefix !== 0) throw prefixOnComposite(context, kind);
  const joined = kind === "list" ? joinList(value as readonly unknown[], operator, context) : joinMap(value, operator, context);
  if (joined === undefined) return undefined;
  if (!operator.named || context.explode) return lead + joined;
  return lead + context.name + (joined === "" ? operator.ifEmpty : `=${joined}`);
}

/**
 * Lists longer than this are read by their own indices: a sparse `new Array(2 ** 32 - 1)` has a
 * length but no members, and reading every index of it would take minutes.
 */
const READ_BY_KEYS_FROM = 1024;

/** The members of `list` that it holds; holes, which are skipped as undefined members, left out. */
function ownMembers(list: readonly unknown[]): readonly unknown[] {
  if (list.length <= READ_BY_KEYS_FROM) return list;
  const members: unknown[] = [];
  // Own keys list array indices first, in ascending order (ECMA-262 OrdinaryOwnPropertyKeys).
  for (const key of Object.keys(list)) {
    const index = Number(key);
    if (Number.isInteger(index) && index >= 0 && index < list.length && String(index) === key) members.push(list[index]);
  }
  return members;
}

function joinList(all: readonly unknown[], operator: Operator, context: VarContext): string | undefined {
  const list = ownMembers(all);
  const { encode, named, ifEmpty } = operator;
  const joiner = context.explode ? operator.separator : ",";
  const nameEq = `${context.name}=`;
  let out: string | undefined;
  for (let i = 0; i < list.length; i++) {
    const member = memberString(list[i], context);
    if (member === undefined) continue;
    let piece = encode(member, context);
    // Exploded under a named operator, each member is a `name=value` pair of its own.
    if (context.explode && named) piece = piece === "" ? context.name + ifEmpty : nameEq + piece;
    out = out === undefined ? piece : out + joiner + piece;
  }
  return out;
}

function joinMap(map: object, operator: Operator, context: VarContext): string | undefined {
  const { encode, named, ifEmpty } = operator;
  const record = map as Readonly<Record<string, unknown>>;
  let out: string | undefined;
  for (const key of Object.keys(record)) {
    const member = memberString(record[key], context);
    if (member === undefined) continue;
    const name = encode(key, context);
    const value = encode(member, context);
    let piece: string;
    if (!context.explode) piece = `${name},${value}`;
    else piece = named && value === "" ? name + ifEmpty : `${name}=${value}`;
    out = out === undefined ? piece : out + (context.explode ? operator.separator : ",") + piece;
  }
  return out;
}

/** A member's string; `undefined` for null and undefined members, which are skipped. */
function memberString(member: unknown, context: VarContext): string | undefined {
  switch (typeof member) {
    case "string":
      return member;
    case "number":
    case "boolean":
    case "bigint":
      return String(member);
    case "undefined":
      return undefined;
    case "object":
      if (member === null) return undefined;
      if (Array.isArray(member) || isPlainObject(member)) throw nestedComposite(context, member);
  }
  throw unsupportedType(context, member);
}

/** A plain object: made by `{}`, `Object.create(null)` or JSON.parse, in this realm or another. */
export function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return (
    (proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null) &&
    !(Symbol.toStringTag in value) &&
    !(Symbol.iterator in value)
  );
}
