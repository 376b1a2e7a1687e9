// Reading `mediaType` options once, with their types checked: they end up in the accept header.
import { describeValue, isPlainObject } from "@scope/kit";
import { checkValueText } from "./check-header";
import { InvalidHeaderError } from "./invalid-header-error";

/** A mediaType's parts as checked copies: what {@link readMediaType} returns. */
export interface MediaTypeParts {
  /** The format, `""` when none. */
  format: string;
  /** A copy of the previews, `[]` when none. */
  previews: string[];
}

/** The error for a mediaType option of the wrong type: it would go into the accept header. */
function invalid(what: string, expected: string, value: unknown): InvalidHeaderError {
  // A code of its own for mediaType options is requested; until then, the accept value they make is invalid.
  return new InvalidHeaderError(
    "INVALID_HEADER_VALUE",
    `Invalid ${what}: expected ${expected}, got ${describeValue(value)}.`,
    "accept",
  );
}

/**
 * Reads `value` once as a list of preview names: `undefined` gives `[]`, an array of strings a copy
 * (each element read once); anything else throws `InvalidHeaderError`, naming `what` and the position.
 */
export function readPreviews(value: unknown, what: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw invalid(what, 'an array of preview names such as ["squirrel-girl"]', value);
  const length = value.length;
  const names: string[] = [];
  for (let index = 0; index < length; index++) {
    const name: unknown = value[index];
    if (typeof name !== "string") throw invalid(`${what}[${index}]`, 'a preview name such as "squirrel-girl"', name);
    names.push(name);
  }
  return names;
}

/**
 * Reads `format` and `previews` of `mediaType` once each and checks them: a plain object, a string
 * format, an array of string previews, every character allowed in a header value (Node's rule).
 */
export function readMediaType(mediaType: unknown): MediaTypeParts {
  if (!isPlainObject(mediaType)) {
    throw invalid("mediaType", 'a plain object such as { format: "raw", previews: ["mercy"] }', mediaType);
  }
  const { format = "", previews } = mediaType;
  if (typeof format !== "string") throw invalid("mediaType.format", 'a string such as "raw"', format);
  checkValueText(format, { what: "mediaType.format", header: "accept", example: "raw" });
  const names = readPreviews(previews, "mediaType.previews");
  for (const [index, name] of names.entries()) {
    checkValueText(name, { what: `mediaType.previews[${index}]`, header: "accept", example: "squirrel-girl" });
  }
  return { format, previews: names };
}
