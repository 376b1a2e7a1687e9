import { encodeReserved, encodeUnreserved, type Encoder } from "./encode.js";

/** An expression operator, `""` for simple string expansion. */
export type OperatorChar = "" | "+" | "#" | "." | "/" | ";" | "?" | "&";

/** How one operator expands its variables: a row of the table of RFC 6570 Appendix A. */
export interface Operator {
  /** Written before the first defined variable. */
  readonly first: string;
  /** Written between defined variables (and between exploded members). */
  readonly separator: string;
  /** Whether values are written as `name=value`. */
  readonly named: boolean;
  /** Written after the name of a named variable whose value is the empty string. */
  readonly ifEmpty: string;
  /** The encoder of its allowed set: unreserved, or unreserved + reserved. */
  readonly encode: Encoder;
}

/**
 * The row of RFC 6570 Appendix A for `char`, derived from the character rather than tabled: `+`
 * and `#` keep reserved characters and separate with ","; `;`, `?` and `&` name their values, and
 * the two query operators join with "&" and write "=" after an empty value's name; `.`, `/` and
 * `;` separate with themselves. Made once per expression, when a template is compiled.
 * @example
 * operator("?"); // { first: "?", separator: "&", named: true, ifEmpty: "=", encode: encodeUnreserved }
 */
export function operator(char: OperatorChar): Operator {
  const reserved = char === "+" || char === "#";
  const query = char === "?" || char === "&";
  return {
    first: char === "+" ? "" : char,
    separator: query ? "&" : char === "" || reserved ? "," : char,
    named: query || char === ";",
    ifEmpty: query ? "=" : "",
    encode: reserved ? encodeReserved : encodeUnreserved,
  };
}
