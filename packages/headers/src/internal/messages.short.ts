// The short twin of messages.ts, which the browser module of @scope/endpoint builds in instead
// (scripts/short-messages.mjs): the code, the quoted text and position (never a header's value),
// the value's kind, and a link to the README's table of codes, without the prose, from kit's one
// short formatter. Same exports, same signatures (checked below).
import { quote, shortMessage } from "@scope/kit";
import type * as Full from "./messages";

/** `headerMessage` of messages.ts, short: `Invalid value for header "x-a" at position 1: INVALID_HEADER_VALUE (<link>).` */
export const headerMessage: typeof Full.headerMessage = (code, { option, header, text, position, value }) => {
  const name = code === "INVALID_HEADER_NAME";
  // A header's value may hold a secret whatever its name: never quoted, as in messages.ts.
  const input = name || option !== undefined || header === undefined ? text : undefined;
  return shortMessage({ subject: option ?? (name ? "header name" : `value for header ${quote(header ?? "")}`), input, position, value }, code, "headers");
};
