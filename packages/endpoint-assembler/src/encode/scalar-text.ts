/**
 * The text of a string, number, boolean or bigint, as a query or a header writes it; `undefined`
 * for anything else (an object, a function or a symbol has no faithful text form). The one rule
 * the plain query encoder and the route tables' styles share.
 *
 * @example
 * scalarText(12345678901234567890n); // => "12345678901234567890"
 * scalarText({}); // => undefined
 */
export function scalarText(value: unknown): string | undefined {
  switch (typeof value) {
    case "string":
      return value;
    case "number":
    case "boolean":
    case "bigint":
      return String(value);
    default:
      return undefined;
  }
}
