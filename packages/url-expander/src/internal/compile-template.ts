// Turns a scanned template into one function: per expression, closures picked by operator at parse
// time (expand itself never looks at an operator), with the literal before each expression folded
// into the expression's own output.
import { compileVarSpec, type Values, type VarExpander } from "./compile-var-spec.js";
import { OPERATORS } from "./operators.js";
import type { Expression, ScannedTemplate } from "./scan-template.js";
import type { VarSpec } from "./scan-var-spec.js";

/** Expands a compiled template. */
export type Expander = (values: Values) => string;

/**
 * Compiles a scanned template into its expand function. Each expression's expander writes the
 * literal before it too, or returns `undefined` when all its variables are undefined, and then the
 * literal alone is written.
 * @example
 * compileTemplate(scanTemplate("/repos/{owner}", false), "/repos/{owner}")({ owner: "octo" }); // "/repos/octo"
 */
export function compileTemplate({ literals, expressions }: ScannedTemplate, template: string): Expander {
  const parts = expressions.map((expression, i) => compileExpression(expression, template, literals[i] as string));
  const tail = literals[expressions.length] as string;
  const count = parts.length;
  if (count === 0) return () => tail;
  const [first, second] = parts as [VarExpander, VarExpander | undefined];
  const [before0, before1] = literals as [string, string];
  if (count === 1) return (values) => (first(values) ?? before0) + tail;
  if (count === 2) {
    const last = second as VarExpander;
    return (values) => (first(values) ?? before0) + (last(values) ?? before1) + tail;
  }
  return (values) => {
    let out = first(values) ?? before0;
    for (let i = 1; i < count; i++) out += (parts[i] as VarExpander)(values) ?? (literals[i] as string);
    return out + tail;
  };
}

/** One expression, the literal before it in its lead; `undefined` when no variable is defined. */
function compileExpression({ operator: char, specs }: Expression, template: string, before: string): VarExpander {
  const operator = OPERATORS[char];
  const leadFirst = before + operator.first;
  if (specs.length === 1) return compileVarSpec(specs[0] as VarSpec, operator, template, leadFirst);
  // Each variable is compiled after the separator, and as the first defined one when it first is
  // (usually only the first variable ever is: compiling them all would double the work for nothing).
  const rests = specs.map((spec) => compileVarSpec(spec, operator, template, operator.separator));
  const firsts: (VarExpander | undefined)[] = [];
  const first = (i: number): VarExpander =>
    (firsts[i] ??= compileVarSpec(specs[i] as VarSpec, operator, template, leadFirst));
  const count = specs.length;
  return (values) => {
    let i = 0;
    let out: string | undefined;
    while (out === undefined && i < count) {
      out = (firsts[i] ?? first(i))(values);
      i++;
    }
    if (out === undefined) return undefined;
    for (; i < count; i++) {
      const piece = (rests[i] as VarExpander)(values);
      if (piece !== undefined) out += piece;
    }
    return out;
  };
}
