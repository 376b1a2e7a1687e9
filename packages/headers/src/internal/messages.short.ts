// The short twin of messages.ts, which the browser module of @scope/endpoint builds in instead
// (scripts/short-messages.mjs): the code, the quoted text and position (never a header's value),
// and a link to the README's table of codes, without the prose. Same exports, same signatures
// (checked below).
import { formatMessage, quote } from "@scope/kit";
import type * as Full from "./messages";

const README = "https://www.npmjs.com/package/@scope/headers#class-invalidheadererror-extends-error";

/** `headerMessage` of messages.ts, short: `Invalid value for header "x-a" "a\nb" at position 1: INVALID_HEADER_VALUE (<link>).` */
export const headerMessage: typeof Full.headerMessage = (code, { option, header, text, position }) => {
  const named = code === "INVALID_HEADER_NAME" ? "header name" : `value for header ${quote(header ?? "")}`;
  // A header's value may hold a secret whatever its name: never quoted, as in messages.ts.
  const secret = code !== "INVALID_HEADER_NAME" && option === undefined && header !== undefined;
  return formatMessage({ subject: option ?? named, input: secret ? undefined : text, position }, `${code} (${README})`);
};
