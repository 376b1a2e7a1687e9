// The message table of `withAuth` and `withServer` (issue 33), re-exported by errors/messages.ts;
// its short twin, messages.short.ts beside it, by errors/messages.short.ts.
import { quote } from "@scope/kit";
import type { OptionRule } from "../option-rule";

/** `names` quoted and joined, then the nearest to the name refused (did-you-mean, in parentheses: the message ends with a period). */
const namesOf = (names: readonly string[], near: string | undefined): string =>
  `${names.length === 0 ? "none" : names.map((name) => quote(name)).join(", ")}${near === undefined ? "" : ` (did you mean ${quote(near)}?)`}`;

/** `withAuth(credentials)` or `withServer(variables)` (`name`) given something else than a plain object. */
export const ACCESS_OBJECT: OptionRule = ({ name = "withAuth" }) => [name, name === "withAuth"
  ? 'credentials by security scheme name, such as { api_key: "..." } or { basic: { username: "...", password: "..." } }'
  : 'server variable values by name, such as { region: "eu" }'];
/** A scheme name (the value) the description's `securitySchemes` do not name (`listed`). */
export const UNKNOWN_SCHEME: OptionRule = ({ listed = [], near }) => ["withAuth", `a security scheme of the description: ${namesOf(listed, near)}`];
/** A token credential (`name`: apiKey, bearer, oauth2, openIdConnect) that is not a non-empty string. */
export const CREDENTIAL: OptionRule = ({ name = "" }) => [`withAuth.${name}`, 'a token, a non-empty string, such as { bearerAuth: "sk_test_..." }'];
/** An HTTP Basic credential (`name`) of the wrong shape. */
export const BASIC_CREDENTIAL: OptionRule = ({ name = "" }) => [`withAuth.${name}`, '{ username, password } (strings, the username ' +
  'without ":", RFC 7617 section 2), or "username:password"'];
/** A scheme (`name`) whose credentials no request carries by itself (`mutualTLS`, `http` `digest`). */
export const UNSENDABLE_SCHEME: OptionRule = ({ name = "" }) => [`withAuth.${name}`, "a scheme whose credentials a request " +
  "carries (an apiKey, http basic or bearer, oauth2, openIdConnect); this one's (mutualTLS, digest...) is for your HTTP client"];
/** A server variable name (the value) that no server of the description has (`listed`). */
export const UNKNOWN_SERVER_VARIABLE: OptionRule = ({ listed = [], near }) => ["withServer", `a variable of the description's servers: ${namesOf(listed, near)}`];
/** A server variable's value (`name`) outside its `enum` (`listed`). */
export const SERVER_VARIABLE_ENUM: OptionRule = ({ name = "", listed = [] }) => [`withServer.${name}`, `a string of its enum: ${namesOf(listed, undefined)}`];
/** A server variable's value (`name`) that would change the host it is written into. */
export const SERVER_VARIABLE_HOST: OptionRule = ({ name = "" }) => [`withServer.${name}`, 'a value that keeps the server\'s host: ' +
  'no "/", "?", "#", "@", "\\", space or control character where the variable is part of the host'];
/** Server variable values that make no URL of a server (the value: the text they make). */
export const SERVER_URL: OptionRule = () => ["withServer", "values that make each server an absolute URL, as its variables' defaults do"];
