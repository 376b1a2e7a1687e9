// The short twin of messages.ts, which the browser module of @scope/endpoint builds in instead
// (scripts/short-messages.mjs): the code, the quoted template and position, and a link to the
// README's table of codes, without the prose, from kit's one short formatter. Same exports, same
// signatures (checked below).
import { quote, shortMessage } from "@scope/kit";
import type * as Full from "./messages.js";

/** `templateMessage` of messages.ts, short: `Invalid URI template "/orgs/{org" at position 6: UNCLOSED_EXPRESSION (<link>).` */
export const templateMessage: typeof Full.templateMessage = (code, template, position) =>
  shortMessage({ subject: "URI template", input: template, position }, code, "url-expander");

/** `valueMessage` of messages.ts, short: the variable, the template and the code with its link. */
export const valueMessage: typeof Full.valueMessage = (code, variable, template) => {
  const subject = variable === "" ? `values for URI template ${quote(template)}` : `value for variable ${quote(variable)} of URI template ${quote(template)}`;
  return shortMessage({ subject }, code, "url-expander");
};
