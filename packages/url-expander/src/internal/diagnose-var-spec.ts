import { templateError } from "./template-error.js";

/** A varchar that stands for itself: ALPHA / DIGIT / "_" (the `a` of `{a}`). */
const NAME_CHAR_RE = /\w/;
/** A pct-encoded triplet, from `lastIndex`: `%2F`. */
const TRIPLET_RE = /%[\da-f]{2}/iy;
/** Up to five digits, from `lastIndex`: enough to see that a prefix is over 9999, and O(1) on any input. */
const DIGITS_RE = /\d{0,5}/y;
/** A prefix of 1 to 9999 without leading zero: `3`. */
const PREFIX_RE = /^[1-9]\d{0,3}$/;

/**
 * Says why the varspec at `start` is not one, as `scanTemplate`'s regex found: walks it character by
 * character (the error path only) and throws `UriTemplateError` at the first mistake. The caller
 * has made sure a "}" follows.
 * @example
 * diagnoseVarSpec("{a..b}", 1, false); // throws MISPLACED_DOT at 3
 */
export function diagnoseVarSpec(template: string, start: number, hyphenatedNames: boolean): never {
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
  if (char === "*" && template.charAt(at + 1) === ":") throw templateError("PREFIX_WITH_EXPLODE", template, at + 1);
  if (char === ":") {
    DIGITS_RE.lastIndex = ++at;
    const digits = (DIGITS_RE.exec(template) as RegExpExecArray)[0];
    const next = template.charAt(at + digits.length);
    if (!PREFIX_RE.test(digits) || NAME_CHAR_RE.test(next)) throw templateError("INVALID_PREFIX", template, at);
    if (next === "*") throw templateError("PREFIX_WITH_EXPLODE", template, at + digits.length);
    at += digits.length - 1;
  }
  // After "*" or a prefix: neither "," nor "}" (else the varspec would have been read).
  throw templateError("INVALID_CHARACTER", template, char === "*" || char === ":" ? at + 1 : at);
}
