// One left-to-right pass over the template: a sticky regex finds each brace, and each varspec is
// walked character by character once, which both reads it and, at the first character that does
// not fit, says why. Linear in the template's length whatever it holds.
import { encodeReserved } from "./encode.js";
import { type VarSpec, type Variable, variable } from "./expand-value.js";
import { operator, type OperatorChar } from "./operators.js";
import { templateError } from "./template-error.js";

/** A template cut into its variables, each holding the literal before its expression, and the literal after the last. */
export interface ScannedTemplate {
  readonly variables: readonly Variable[];
  readonly tail: string;
}

/** The next brace from `lastIndex`: the `{` of `/x{a}`. */
const BRACE_RE = /[{}]/g;

/**
 * Parses `template` by the grammar of RFC 6570 section 2, throwing `UriTemplateError` at the first
 * mistake. Literal text is encoded here, once: characters outside unreserved and reserved become
 * UTF-8 pct-encoded triplets, triplets already there are kept (section 3.1). `hyphenatedNames`
 * also accepts "-" in variable names, anywhere but first (see `ParseTemplateOptions`).
 * @example
 * scanTemplate("café/{var}", false);
 * // { variables: [{ name: "var", before: "caf%C3%A9/", ... }], tail: "" }
 */
export function scanTemplate(template: string, hyphenatedNames: boolean): ScannedTemplate {
  const variables: Variable[] = [];
  for (let start = 0; ; ) {
    BRACE_RE.lastIndex = start;
    const brace = BRACE_RE.exec(template);
    const open = brace === null ? template.length : brace.index;
    let before: string | undefined = encodeLiteral(template, start, open);
    if (brace === null) return { variables, tail: before };
    if (brace[0] === "}") throw templateError("UNMATCHED_CLOSE_BRACE", template, open);
    // With no "}" ahead, say so at once (and allocate nothing for a megabyte of "{a,a,a,..."); the
    // search stops at the "}" this expression consumes, or at an error, so the scan stays linear.
    if (!template.includes("}", open)) throw templateError("UNCLOSED_EXPRESSION", template, open);
    const first = template.charAt(open + 1);
    if (first === "}") throw templateError("EMPTY_EXPRESSION", template, open);
    if ("=,!@|".includes(first)) throw templateError("RESERVED_OPERATOR", template, open + 1);
    const char = ("+#./;?&".includes(first) ? first : "") as OperatorChar;
    const row = operator(char);
    // Each varspec ends after its "," or "}": the expression goes on after a ",".
    start = open + 1 + char.length;
    do {
      const spec = scanVarSpec(template, start, hyphenatedNames);
      variables.push(variable(spec, row, template, before));
      before = undefined;
      start = spec.end;
    } while (template.charAt(start - 1) === ",");
  }
}

/** A varchar that stands for itself: ALPHA / DIGIT / "_" (the `a` of `{a}`). */
const NAME_CHAR_RE = /\w/;
/** A pct-encoded triplet, from `lastIndex`: `%2F`. */
const TRIPLET_RE = /%[\da-f]{2}/iy;
/** A prefix of 1 to 9999 without leading zero, not followed by a name character, from `lastIndex`: `3` of `{a:3}`. */
const PREFIX_RE = /[1-9]\d{0,3}(?!\w)/y;

/**
 * The varspec at `start` (RFC 6570 section 2.3: `varname = varchar *( ["."] varchar )`, `varchar =
 * ALPHA / DIGIT / "_" / pct-encoded`, a prefix of 1 to 9999), and `end`, the index after the ","
 * or "}" that closes it; `UriTemplateError` at its first mistake. "-" is a name character too,
 * anywhere but first, with `hyphenatedNames`. The caller has made sure a "}" follows.
 * @example
 * scanVarSpec("{a..b}", 1, false); // throws MISPLACED_DOT at 3
 */
function scanVarSpec(template: string, start: number, hyphenatedNames: boolean): VarSpec & { readonly end: number } {
  let at = start;
  let char = template.charAt(at);
  for (; ; char = template.charAt(at)) {
    // A "-" first is refused below as an invalid character, as in strict mode.
    if (NAME_CHAR_RE.test(char) || (char === "-" && hyphenatedNames && at > start)) at++;
    else if (char === "%") {
      TRIPLET_RE.lastIndex = at;
      if (!TRIPLET_RE.test(template)) throw templateError("INVALID_PERCENT_ENCODING", template, at);
      at += 3;
    } else if (char === ".") {
      // A dot must follow a varchar, never the start of the name or another dot.
      if (at === start || template.charAt(at - 1) === ".") throw templateError("MISPLACED_DOT", template, at);
      at++;
    } else break;
  }
  // A delimiter where a name should be: the name is missing; anything else is a bad character.
  if (at === start) throw templateError(",}:*".includes(char) ? "EMPTY_VARIABLE_NAME" : "INVALID_CHARACTER", template, at);
  if (template.charAt(at - 1) === ".") throw templateError("MISPLACED_DOT", template, at - 1);
  const name = template.slice(start, at);
  const explode = char === "*";
  let prefix = 0;
  if (explode) char = template.charAt(++at);
  else if (char === ":") {
    PREFIX_RE.lastIndex = ++at;
    const digits = PREFIX_RE.exec(template)?.[0];
    if (digits === undefined) throw templateError("INVALID_PREFIX", template, at);
    prefix = Number(digits);
    char = template.charAt((at += digits.length));
  }
  // After a name, "*" or a prefix: a "," or "}", else the other modifier too, or a bad character.
  if (char !== "," && char !== "}") throw templateError(char === (explode ? ":" : "*") ? "PREFIX_WITH_EXPLODE" : "INVALID_CHARACTER", template, at);
  return { name, explode, prefix, end: at + 1 };
}

/** The literal text from `start` to `end`, encoded; a lone surrogate is refused at its position. */
function encodeLiteral(template: string, start: number, end: number): string {
  return encodeReserved(template.slice(start, end), {
    onLoneSurrogate(index) {
      throw templateError("LONE_SURROGATE", template, start + index);
    },
  });
}
