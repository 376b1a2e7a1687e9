// The one reader of `mediaType` options, on every path: each value read once, its types and
// characters checked, every problem the one code INVALID_MEDIA_TYPE.
import { isPlainObject } from "@scope/kit";
import { checkText } from "./check-header";
import { InvalidHeaderError } from "./invalid-header-error";
import type { InvalidHeaderFacts } from "./types";

/** A mediaType's parts as checked copies: what {@link readMediaType} returns. */
export interface MediaTypeParts {
  /** The format, `""` when none. */
  format: string;
  /** A copy of the previews, `[]` when none. */
  previews: string[];
}

/** The error for a `mediaType` option (or a part of it) of the wrong type: it would go into the accept header. */
function invalid(option: unknown, reason: InvalidHeaderFacts["reason"], value: unknown): InvalidHeaderError {
  return new InvalidHeaderError("INVALID_MEDIA_TYPE", { reason, option: nameOf(option), header: "accept", value });
}

/** The name a caller gives the option, or `mediaType` for one without types that gives no string. */
function nameOf(option: unknown): string {
  return typeof option === "string" ? option : "mediaType";
}

/**
 * Throws `INVALID_MEDIA_TYPE` unless `mediaType` is a plain object (of any realm), without reading
 * any of its properties: a caller checks first, then copies, then reads the copy.
 */
export function checkMediaTypeObject(mediaType: unknown, option = "mediaType"): asserts mediaType is Record<string, unknown> {
  if (!isPlainObject(mediaType)) throw invalid(option, "NOT_OBJECT", mediaType);
}

/**
 * Reads `value` once as a list of preview names: `undefined` gives `[]`, an array of strings a copy
 * (each element read once, its text checked as a header value's); anything else throws
 * `INVALID_MEDIA_TYPE`, naming `option` and the index.
 */
export function readPreviews(value: unknown, option: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw invalid(option, "WRONG_TYPE", value);
  const length = value.length;
  const names: string[] = [];
  for (let index = 0; index < length; index++) {
    names.push(checkText(value[index], { option: `${option}[${index}]`, header: "accept" }, "INVALID_MEDIA_TYPE"));
  }
  return names;
}

/**
 * Reads `format` and `previews` of `mediaType` once each and checks them: a plain object, a string
 * format, an array of string previews, every character allowed in a header value (Node's rule).
 * `option` names it in a message (`defaults.mediaType`). Any problem is `INVALID_MEDIA_TYPE`.
 */
export function readMediaType(mediaType: unknown, given = "mediaType"): MediaTypeParts {
  const option = nameOf(given);
  checkMediaTypeObject(mediaType, option);
  const { format = "", previews } = mediaType;
  return {
    format: checkText(format, { option: `${option}.format`, header: "accept" }, "INVALID_MEDIA_TYPE"),
    previews: readPreviews(previews, `${option}.previews`),
  };
}
