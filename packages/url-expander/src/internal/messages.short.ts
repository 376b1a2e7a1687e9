// The short twin of messages.ts, which the browser module of @scope/endpoint builds in instead
// (scripts/short-messages.mjs): the code, the quoted template and position, and a link to the
// README's table of codes, without the prose. Same exports, same signatures (checked below).
import { formatMessage, quote } from "@scope/kit";
import type * as Full from "./messages.js";

const README = "https://www.npmjs.com/package/@scope/url-expander";

/** `templateMessage` of messages.ts, short: `Invalid URI template at position 6: UNCLOSED_EXPRESSION (<link>).` */
export const templateMessage: typeof Full.templateMessage = (code, template, position) =>
  formatMessage({ subject: "URI template", input: template, position, caret: true }, `${code} (${README}#class-uritemplateerror)`);

/** `valueMessage` of messages.ts, short: the variable, the template and the code with its link. */
export const valueMessage: typeof Full.valueMessage = (code, variable, template) => {
  const subject = variable === "" ? `values for URI template ${quote(template)}` : `value for variable ${quote(variable)} of URI template ${quote(template)}`;
  return formatMessage({ subject }, `${code} (${README}#class-uritemplatevalueerror)`);
};
