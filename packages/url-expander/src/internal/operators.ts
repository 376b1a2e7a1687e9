import { encodeReserved, encodeUnreserved, type Encoder } from "./encode.js";

/** An expression operator, `""` for simple string expansion. */
export type OperatorChar = "" | "+" | "#" | "." | "/" | ";" | "?" | "&";

/** How one operator expands its variables: the table of RFC 6570 Appendix A. */
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

function operator(first: string, separator: string, named: boolean, ifEmpty: string, encode: Encoder): Operator {
  return { first, separator, named, ifEmpty, encode };
}

/** The eight operators of RFC 6570 section 3.2, by their character (each call marked pure, so that a bundle without the expander drops the table). */
export const OPERATORS: Readonly<Record<OperatorChar, Operator>> = {
  "": /* @__PURE__ */ operator("", ",", false, "", encodeUnreserved),
  "+": /* @__PURE__ */ operator("", ",", false, "", encodeReserved),
  "#": /* @__PURE__ */ operator("#", ",", false, "", encodeReserved),
  ".": /* @__PURE__ */ operator(".", ".", false, "", encodeUnreserved),
  "/": /* @__PURE__ */ operator("/", "/", false, "", encodeUnreserved),
  ";": /* @__PURE__ */ operator(";", ";", true, "", encodeUnreserved),
  "?": /* @__PURE__ */ operator("?", "&", true, "=", encodeUnreserved),
  "&": /* @__PURE__ */ operator("&", "&", true, "=", encodeUnreserved),
};
