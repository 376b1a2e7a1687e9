// One left-to-right pass over the template, each character looked at a bounded number of times:
// linear in the template's length whatever it holds (no regex, no backtracking).
import { encodeReserved, type LoneSurrogateHandler } from "./encode.js";
import { isOperatorChar, RESERVED_OPERATORS, type OperatorChar } from "./operators.js";
import { scanVarSpec, type VarSpec } from "./scan-var-spec.js";
import { templateError } from "./template-error.js";

const OPEN = 0x7b; // "{"
const CLOSE = 0x7d; // "}"
const COMMA = 0x2c;

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
  const literal = new LiteralEncoder(template);
  let start = 0;
  for (;;) {
    let end = start;
    let code = 0;
    while (end < template.length && (code = template.charCodeAt(end)) !== OPEN && code !== CLOSE) end++;
    literals.push(literal.encode(start, end));
    if (end === template.length) return { literals, expressions };
    if (code === CLOSE) throw templateError("UNMATCHED_CLOSE_BRACE", template, end);
    const expression = scanExpression(template, end, hyphenatedNames);
    expressions.push(expression.value);
    start = expression.end;
  }
}

/** Encodes the literals of one template, refusing a lone surrogate at its position. */
class LiteralEncoder implements LoneSurrogateHandler {
  #start = 0;

  constructor(readonly template: string) {}

  encode(start: number, end: number): string {
    if (start === end) return "";
    this.#start = start;
    return encodeReserved(this.template.slice(start, end), this);
  }

  onLoneSurrogate(index: number): never {
    throw templateError("LONE_SURROGATE", this.template, this.#start + index);
  }
}

/** Scans the expression whose "{" is at `open`; returns it and the index after its "}". */
function scanExpression(template: string, open: number, hyphenatedNames: boolean): { value: Expression; end: number } {
  // With no "}" ahead, say so at once rather than at the first character that cannot be in a name
  // (and allocate nothing for a megabyte of "{a,a,a,..."); the search ends at the "}" that the
  // expression consumes or at an error, so the whole scan stays linear.
  if (template.indexOf("}", open) === -1) throw templateError("UNCLOSED_EXPRESSION", template, open);
  let at = open + 1;
  const first = template.charAt(at);
  if (first === "}") throw templateError("EMPTY_EXPRESSION", template, open);
  if (RESERVED_OPERATORS.includes(first)) throw templateError("RESERVED_OPERATOR", template, at);
  const operator: OperatorChar = isOperatorChar(first) ? first : "";
  if (operator !== "") at++;
  const specs: VarSpec[] = [];
  for (;;) {
    const spec = scanVarSpec(template, at, hyphenatedNames);
    specs.push(spec.value);
    at = spec.end;
    const code = template.charCodeAt(at);
    if (code === CLOSE) return { value: { operator, specs }, end: at + 1 };
    if (code !== COMMA) throw templateError("INVALID_CHARACTER", template, at);
    at++;
  }
}
