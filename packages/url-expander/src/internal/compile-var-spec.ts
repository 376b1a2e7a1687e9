// A variable becomes one closure, chosen at parse time by operator and modifier, with its name and
// the text before it pre-joined: expanding a string value costs a property read, one char-code
// scan and one concatenation. Numbers, lists and maps take the slow path, methods of one object per
// variable (so a template of many expressions allocates little at parse time).
import { truncateCodePoints } from "./encode.js";
import { expandComposite } from "./expand-composite.js";
import type { Operator } from "./operators.js";
import type { VarSpec } from "./scan-var-spec.js";
import { loneSurrogate, unsupportedType, type VarContext } from "./value-error.js";

/** The values object expand reads from. */
export type Values = Readonly<Record<string, unknown>>;

/** Expands one variable or expression, its lead included; `undefined` when it is undefined. */
export type VarExpander = (values: Values) => string | undefined;

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * The value of own property `name`. Inherited properties never count: a name such as `constructor`
 * or `toString` is undefined unless set, and a polluted `Object.prototype` cannot inject values.
 */
function own(values: Values, name: string): unknown {
  return hasOwn.call(values, name) ? values[name] : undefined;
}

/** One variable in one expression: what the slow paths and error messages need. */
class CompiledVar implements VarContext {
  readonly name: string;
  readonly explode: boolean;
  readonly prefix: number;
  /** `lead + name + "="`, for named operators. */
  readonly leadNameEq: string;
  /** `lead + name + ifemp`: a named variable whose value is "". */
  readonly leadNameEmpty: string;

  constructor(
    spec: VarSpec,
    readonly operator: Operator,
    readonly template: string,
    readonly lead: string,
  ) {
    this.name = spec.name;
    this.explode = spec.explode;
    this.prefix = spec.prefix;
    this.leadNameEq = `${lead}${spec.name}=`;
    this.leadNameEmpty = lead + spec.name + operator.ifEmpty;
  }

  onLoneSurrogate(index: number): never {
    throw loneSurrogate(this, index);
  }

  /** A string value, its prefix applied. */
  scalar(text: string): string {
    const value = this.prefix === 0 ? text : truncateCodePoints(text, this.prefix);
    if (!this.operator.named) return this.lead + this.operator.encode(value, this);
    return value === "" ? this.leadNameEmpty : this.leadNameEq + this.operator.encode(value, this);
  }

  /** Any value but a string. */
  other(value: unknown): string | undefined {
    if (value === undefined || value === null) return undefined;
    // An integer's digits and "-" are unreserved: nothing to encode.
    if (Number.isSafeInteger(value) && this.prefix === 0) {
      return this.operator.named ? this.leadNameEq + String(value) : this.lead + String(value);
    }
    if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return this.scalar(String(value));
    if (typeof value === "object") return expandComposite(value, this.operator, this, this.lead);
    throw unsupportedType(this, value);
  }
}

/**
 * Compiles the variable `spec` of an expression with `operator`; `lead` is the text written before
 * it when it is defined (the literal and the operator's first or separator string).
 * @example
 * compileVarSpec({ name: "q", explode: false, prefix: 0 }, OPERATORS["?"], "/search{?q}", "/search?")({ q: "a b" });
 * // "/search?q=a%20b"
 */
export function compileVarSpec(spec: VarSpec, operator: Operator, template: string, lead: string): VarExpander {
  const compiled = new CompiledVar(spec, operator, template, lead);
  const { name } = spec;
  const { encode } = operator;
  // The two forms almost every template uses get the string case inline.
  if (spec.prefix === 0 && !operator.named) {
    return (values) => {
      const value = own(values, name);
      return typeof value === "string" ? lead + encode(value, compiled) : compiled.other(value);
    };
  }
  if (spec.prefix === 0) {
    const { leadNameEq, leadNameEmpty } = compiled;
    return (values) => {
      const value = own(values, name);
      if (typeof value !== "string") return compiled.other(value);
      return value === "" ? leadNameEmpty : leadNameEq + encode(value, compiled);
    };
  }
  return (values) => {
    const value = own(values, name);
    return typeof value === "string" ? compiled.scalar(value) : compiled.other(value);
  };
}
