/**
 * RFC 6570 URI templates, levels 1 to 4: compiled once, expanded fast, strict errors.
 *
 * @packageDocumentation
 * @document ../README.md
 * @module @scope/url-expander
 */
export { parseTemplate } from "./parse-template.js";
export { expand } from "./expand.js";
export { encodeReserved, encodeUnreserved } from "./percent-encode.js";
export type { LoneSurrogateHandler } from "./percent-encode.js";
export { URI_TEMPLATE_ERROR_CODES, UriTemplateError } from "./uri-template-error.js";
export { URI_TEMPLATE_VALUE_ERROR_CODES, UriTemplateValueError } from "./uri-template-value-error.js";
export type { UriTemplateValueFacts } from "./uri-template-value-error.js";
export type { TemplateOf } from "./parse-template.js";
export type {
  OptionalVariables,
  RequiredVariables,
  TemplateValues,
  TemplateValuesOf,
  TemplateVariables,
} from "./template-variables.js";
export type {
  ParseTemplateOptions,
  TemplateMember,
  TemplateScalar,
  TemplateValue,
  UriTemplate,
  UriTemplateErrorCode,
  UriTemplateValueErrorCode,
} from "./types.js";
