import { describeValue, kindOf } from "@scope/kit";
import type { UriTemplateValueErrorCode } from "../types.js";
import { UriTemplateValueError } from "../uri-template-value-error.js";
import type { LoneSurrogateHandler } from "./encode.js";

/** What a compiled variable knows about itself, for error messages and the slow paths. */
export interface VarContext extends LoneSurrogateHandler {
  readonly name: string;
  readonly template: string;
  readonly explode: boolean;
  readonly prefix: number;
}

const EXPECTED = "expected a string, number, boolean, bigint, null, undefined, array or plain object";

export function prefixOnComposite(context: VarContext, kind: "list" | "map"): UriTemplateValueError {
  return valueError(
    "PREFIX_ON_COMPOSITE",
    context,
    `a prefix modifier (":${context.prefix}") applies to strings only (RFC 6570 section 2.4.1), and the value is a ${kind}; ` +
      `expected a string, as in "{var:3}" with { var: "value" }, or no prefix to expand the ${kind}`,
  );
}

export function nestedComposite(context: VarContext, value: unknown): UriTemplateValueError {
  return valueError(
    "NESTED_COMPOSITE",
    context,
    `a list or map member is itself an ${kindOf(value)}, which RFC 6570 cannot expand; ` +
      "expected members that are strings, numbers, booleans, bigints, null or undefined, as in { list: [\"a\", 1] }",
  );
}

export function unsupportedType(context: VarContext, value: unknown): UriTemplateValueError {
  const type = kindOf(value);
  const hint = type === "Date" ? " (for a Date, pass date.toISOString())" : "";
  return valueError("UNSUPPORTED_TYPE", context, `a value of type ${type} cannot be expanded; ${EXPECTED}${hint}`);
}

export function loneSurrogate(context: Pick<VarContext, "name" | "template">, index: number): UriTemplateValueError {
  return valueError(
    "LONE_SURROGATE",
    context,
    `the string has an unpaired UTF-16 surrogate at index ${index}, which UTF-8 cannot encode; ` +
      'expected well-formed Unicode text, as in "café" or "𝄞"',
  );
}

function valueError(
  code: UriTemplateValueErrorCode,
  context: Pick<VarContext, "name" | "template">,
  explanation: string,
): UriTemplateValueError {
  return new UriTemplateValueError(code, context.name, context.template, explanation);
}

/** `NOT_AN_OBJECT`: the values given to `expand` are not an object of variables. */
export function notAnObject(template: string, values: unknown): UriTemplateValueError {
  return new UriTemplateValueError(
    "NOT_AN_OBJECT",
    "",
    template,
    `the values are ${describeValue(values)}; expected an object of variables, as in expand("/orgs/{org}", { org: "octokit" })`,
  );
}
