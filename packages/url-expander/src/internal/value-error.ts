import type { UriTemplateValueErrorCode } from "../types.js";
import { UriTemplateValueError, type UriTemplateValueFacts } from "../uri-template-value-error.js";
import type { LoneSurrogateHandler } from "./encode.js";

/** What a compiled variable knows about itself, for error messages and the slow paths. */
export interface VarContext extends LoneSurrogateHandler {
  readonly name: string;
  readonly template: string;
  readonly explode: boolean;
  readonly prefix: number;
}

export function prefixOnComposite(context: VarContext, kind: "list" | "map"): UriTemplateValueError {
  return valueError("PREFIX_ON_COMPOSITE", context, { composite: kind, prefix: context.prefix });
}

export function nestedComposite(context: VarContext, value: unknown): UriTemplateValueError {
  return valueError("NESTED_COMPOSITE", context, { value });
}

export function unsupportedType(context: VarContext, value: unknown): UriTemplateValueError {
  return valueError("UNSUPPORTED_TYPE", context, { value });
}

export function loneSurrogate(context: Pick<VarContext, "name" | "template">, index: number): UriTemplateValueError {
  return valueError("LONE_SURROGATE", context, { index });
}

function valueError(
  code: UriTemplateValueErrorCode,
  context: Pick<VarContext, "name" | "template">,
  facts: UriTemplateValueFacts,
): UriTemplateValueError {
  return new UriTemplateValueError(code, context.name, context.template, facts);
}

/** `NOT_AN_OBJECT`: the values given to `expand` are not an object of variables. */
export function notAnObject(template: string, values: unknown): UriTemplateValueError {
  return new UriTemplateValueError("NOT_AN_OBJECT", "", template, { value: values });
}
