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

/** Largest prefix length: `max-length = %x31-39 0*3DIGIT` (RFC 6570 section 2.4.1). */
const MAX_PREFIX = 9999;

const PERCENT = 0x25;
const DOT = 0x2e;
const COLON = 0x3a;
const STAR = 0x2a;
const HYPHEN = 0x2d;

/** ALPHA / DIGIT / "_": the varchars that stand for themselves. */
function isNameChar(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || code === 0x5f
  );
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function isHexDigit(code: number): boolean {
  return isDigit(code) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);
}

/**
 * Scans the varspec starting at `start`; returns it and the index of the character after it (which
 * the caller expects to be "," or "}"). The caller has made sure a "}" follows.
 * `varname = varchar *( ["."] varchar )`, `varchar = ALPHA / DIGIT / "_" / pct-encoded`; with
 * `hyphenatedNames`, `varname = varchar *( ["."] ( varchar / "-" ) )`: "-" anywhere but first.
 * @see https://www.rfc-editor.org/rfc/rfc6570#section-2.3
 */
export function scanVarSpec(template: string, start: number, hyphenatedNames: boolean): { value: VarSpec; end: number } {
  const end = scanVarName(template, start, hyphenatedNames);
  const name = template.slice(start, end);
  const code = template.charCodeAt(end);
  if (code === STAR) {
    if (template.charCodeAt(end + 1) === COLON) throw templateError("PREFIX_WITH_EXPLODE", template, end + 1);
    return { value: { name, explode: true, prefix: 0 }, end: end + 1 };
  }
  if (code !== COLON) return { value: { name, explode: false, prefix: 0 }, end };
  return scanPrefix(template, end + 1, name);
}

function scanVarName(template: string, start: number, hyphenatedNames: boolean): number {
  let at = start;
  for (;;) {
    const code = template.charCodeAt(at);
    // A "-" first is refused below as an invalid character, as in strict mode.
    if (isNameChar(code) || (code === HYPHEN && hyphenatedNames && at > start)) at++;
    else if (code === PERCENT) {
      if (!isHexDigit(template.charCodeAt(at + 1)) || !isHexDigit(template.charCodeAt(at + 2))) {
        throw templateError("INVALID_PERCENT_ENCODING", template, at);
      }
      at += 3;
    } else if (code === DOT) {
      // A dot must follow a varchar, never the start of the name or another dot.
      if (at === start || template.charCodeAt(at - 1) === DOT) throw templateError("MISPLACED_DOT", template, at);
      at++;
    } else break;
  }
  if (at === start) throw nameMissing(template, at);
  if (template.charCodeAt(at - 1) === DOT) throw templateError("MISPLACED_DOT", template, at - 1);
  return at;
}

function nameMissing(template: string, at: number): Error {
  const char = template.charAt(at);
  // A delimiter where a name should be: the name is missing; anything else is a bad character.
  return ",}:*".includes(char)
    ? templateError("EMPTY_VARIABLE_NAME", template, at)
    : templateError("INVALID_CHARACTER", template, at);
}

/** Scans `max-length` from `start`, just after ":". */
function scanPrefix(template: string, start: number, name: string): { value: VarSpec; end: number } {
  let at = start;
  let prefix = 0;
  // At most five digits are read: enough to see that the value is over 9999, and O(1) on any input.
  while (at - start < 5 && isDigit(template.charCodeAt(at))) prefix = prefix * 10 + template.charCodeAt(at++) - 0x30;
  if (at === start || template.charCodeAt(start) === 0x30 || prefix > MAX_PREFIX) {
    throw templateError("INVALID_PREFIX", template, start);
  }
  const code = template.charCodeAt(at);
  if (code === STAR) throw templateError("PREFIX_WITH_EXPLODE", template, at);
  if (isNameChar(code)) throw templateError("INVALID_PREFIX", template, start);
  return { value: { name, explode: false, prefix }, end: at };
}
