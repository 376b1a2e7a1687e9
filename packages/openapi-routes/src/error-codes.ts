import type { CodeList } from "@scope/kit";

/** Stable codes of the errors `compileRoutes` throws. */
export type OpenApiErrorCode =
  | "INVALID_DOCUMENT"
  | "UNRESOLVED_REF"
  | "CYCLIC_REF"
  | "INVALID_PARAMETER"
  | "STYLE_NOT_ALLOWED"
  | "RELATIVE_SERVER_URL";

const CODES = [
  "INVALID_DOCUMENT",
  "UNRESOLVED_REF",
  "CYCLIC_REF",
  "INVALID_PARAMETER",
  "STYLE_NOT_ALLOWED",
  "RELATIVE_SERVER_URL",
] as const;

/** Every code of {@link OpenApiError} (a plain list: declaring it runs nothing); the compiler checks it against {@link OpenApiErrorCode}. */
export const OPENAPI_ERROR_CODES: CodeList<OpenApiErrorCode, typeof CODES> = CODES;
