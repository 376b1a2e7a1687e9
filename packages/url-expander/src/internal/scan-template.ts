// One left-to-right pass over the template with two sticky regexes, each a single pass without
// nested quantifiers: linear in the template's length whatever it holds. Positions come from
// `lastIndex`; a varspec the regex refuses is walked once more, character by character, only to say
// why (diagnose-var-spec.ts).
import { diagnoseVarSpec } from "./diagnose-var-spec.js";
import { encodeReserved } from "./encode.js";
import type { OperatorChar } from "./operators.js";
import { templateError } from "./template-error.js";

/** One variable of an expression: `varspec = varname [ ":" max-length / "*" ]`. */
export interface VarSpec {
  /** The name as written, pct-encoded triplets included: also the key looked up in the values. */
  readonly name: string;
  /** `*`: lists and maps expand member by member. */
  readonly explode: boolean;
  /** `:n`: keep the first n code points of a string; 0 when absent. */
  readonly prefix: number;
}

/** One `{...}` expression: its operator and its variables in order. */
export interface Expression {
  readonly operator: OperatorChar;
  readonly specs: readonly VarSpec[];
}

/** A template cut into literals (already encoded) and expressions: `literals.length` is one more. */
export interface ScannedTemplate {
  readonly literals: readonly string[];
  readonly expressions: readonly Expression[];
}

/** The next brace from `lastIndex`: the `{` of `/x{a}`. */
const BRACE_RE = /[{}]/g;
/**
 * One varspec and the "," or "}" after it, from `lastIndex` (RFC 6570 section 2.3:
 * `varname = varchar *( ["."] varchar )`, `varchar = ALPHA / DIGIT / "_" / pct-encoded`, a prefix
 * of 1 to 9999): `a.b:3,` or `list*}`. It also takes "-" in a name, anywhere but first, which a
 * strict template then refuses.
 */
const VARSPEC_RE = /((?:\w|%[\da-f]{2})(?:\.?(?:[\w-]|%[\da-f]{2}))*)(?:(\*)|:([1-9]\d{0,3}))?([,}])/iy;

/**
 * Parses `template` by the grammar of RFC 6570 section 2, throwing `UriTemplateError` at the first
 * mistake. Literal text is encoded here, once: characters outside unreserved and reserved become
 * UTF-8 pct-encoded triplets, triplets already there are kept (section 3.1). `hyphenatedNames`
 * also accepts "-" in variable names, anywhere but first (see `ParseTemplateOptions`).
 * @example
 * scanTemplate("café/{var}", false);
 * // { literals: ["caf%C3%A9/", ""], expressions: [{ operator: "", specs: [{ name: "var", ... }] }] }
 */
export function scanTemplate(template: string, hyphenatedNames: boolean): ScannedTemplate {
  const literals: string[] = [];
  const expressions: Expression[] = [];
  for (let start = 0; ; ) {
    BRACE_RE.lastIndex = start;
    const brace = BRACE_RE.exec(template);
    const open = brace === null ? template.length : brace.index;
    literals.push(encodeLiteral(template, start, open));
    if (brace === null) return { literals, expressions };
    if (brace[0] === "}") throw templateError("UNMATCHED_CLOSE_BRACE", template, open);
    // With no "}" ahead, say so at once (and allocate nothing for a megabyte of "{a,a,a,..."); the
    // search stops at the "}" this expression consumes, or at an error, so the scan stays linear.
    if (!template.includes("}", open)) throw templateError("UNCLOSED_EXPRESSION", template, open);
    const first = template.charAt(open + 1);
    if (first === "}") throw templateError("EMPTY_EXPRESSION", template, open);
    if ("=,!@|".includes(first)) throw templateError("RESERVED_OPERATOR", template, open + 1);
    const operator = ("+#./;?&".includes(first) ? first : "") as OperatorChar;
    const specs: VarSpec[] = [];
    VARSPEC_RE.lastIndex = open + 1 + operator.length;
    for (let end = ","; end === ","; ) {
      const at = VARSPEC_RE.lastIndex;
      let match = VARSPEC_RE.exec(template);
      if (match === null || (!hyphenatedNames && match[1]?.includes("-"))) match = diagnoseVarSpec(template, at, hyphenatedNames);
      specs.push({ name: match[1] as string, explode: match[2] !== undefined, prefix: Number(match[3] ?? 0) });
      end = match[4] as string;
    }
    expressions.push({ operator, specs });
    start = VARSPEC_RE.lastIndex;
  }
}

/** The literal text from `start` to `end`, encoded; a lone surrogate is refused at its position. */
function encodeLiteral(template: string, start: number, end: number): string {
  return encodeReserved(template.slice(start, end), {
    onLoneSurrogate(index) {
      throw templateError("LONE_SURROGATE", template, start + index);
    },
  });
}
