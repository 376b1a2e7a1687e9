// The short twin of messages.ts, which the browser module of @scope/endpoint builds in instead
// (scripts/short-messages.mjs): the code (and reason), the quoted input and position, the value's
// kind, and a link to the README's table of errors, without the prose, from kit's one short
// formatter. Same exports, same signatures (checked below); an option entry still names its option
// (`InvalidOptionsError.option`), and entries that name the same option are one function. A route
// is quoted as any input is (`quote`: 40 characters around its start), not whole up to 200 as the
// full messages do (`quoteRoute`): kit's word-boundary cut stays out of the browser builds.
import { quote, shortMessage, type ShortFacts } from "@scope/kit";
import type * as Full from "./messages";

export type { OptionRule, OptionsFacts, ParameterFacts } from "./messages";

/** A short message of this package: kit's formatter with the link to the README's table of errors. */
const short = (facts: ShortFacts, code: string): string => shortMessage(facts, code, "endpoint-assembler");

/** `unsafeUrlMessage`, short: `Invalid URL "/a/../b" at position 3: UNSAFE_URL DOT_SEGMENT (<link>).` */
export const unsafeUrlMessage: typeof Full.unsafeUrlMessage = (reason, url, position) =>
  short({ subject: "URL", input: url, position }, `UNSAFE_URL ${reason}`);

/** `routeMessage`, short: the route, the position and the code. */
export const routeMessage: typeof Full.routeMessage = (route, position) => short({ subject: "route", input: route, position }, "INVALID_ROUTE");

/** `missingUrlMessage`, short: the code, and the value when one was given. */
export const missingUrlMessage: typeof Full.missingUrlMessage = (value) => short({ subject: "url", value }, "MISSING_URL");

/** `methodMessage`, short: the code, and the method when one was given. */
export const methodMessage: typeof Full.methodMessage = (method) => short({ subject: "method", value: method }, "INVALID_METHOD");

// Each option entry is an arrow function (or another entry), not an `entry(...)` call: the published
// chunks lose pure marks, and a call at the top level stays in every bundle of the chunk.

/** OPTIONS_OBJECT of messages.ts, short: the option it names, no prose. */
export const OPTIONS_OBJECT: typeof Full.OPTIONS_OBJECT = () => ["options", ""];
/** DEFAULTS_OBJECT of messages.ts, short: the option it names, no prose. */
export const DEFAULTS_OBJECT: typeof Full.DEFAULTS_OBJECT = () => ["defaults", ""];
/** MERGED_DEFAULTS of messages.ts, short: the option it names, no prose. */
export const MERGED_DEFAULTS: typeof Full.MERGED_DEFAULTS = DEFAULTS_OBJECT;
/** TOO_DEEP of messages.ts, short: the option it names, no prose. */
export const TOO_DEEP: typeof Full.TOO_DEEP = OPTIONS_OBJECT;
/** CONFIG_OBJECT of messages.ts, short: the option it names, no prose. */
export const CONFIG_OBJECT: typeof Full.CONFIG_OBJECT = () => ["config", ""];
/** REQUEST_OBJECT of messages.ts, short: the option it names, no prose. */
export const REQUEST_OBJECT: typeof Full.REQUEST_OBJECT = () => ["request", ""];
/** ROUTE_STRING of messages.ts, short: the option it names, no prose. */
export const ROUTE_STRING: typeof Full.ROUTE_STRING = () => ["route", ""];
/** BASE_URL of messages.ts, short: the option it names, no prose. */
export const BASE_URL: typeof Full.BASE_URL = () => ["baseUrl", ""];
/** RELATIVE_SERVER of messages.ts, short: the option it names, no prose. */
export const RELATIVE_SERVER: typeof Full.RELATIVE_SERVER = BASE_URL;
/** MEDIA_TYPE of messages.ts, short: the option it names, no prose. */
export const MEDIA_TYPE: typeof Full.MEDIA_TYPE = () => ["media type", ""];

/** DOCUMENT_URL of messages.ts, short: the option it names, no prose. */
export const DOCUMENT_URL: typeof Full.DOCUMENT_URL = () => ["documentUrl", ""];

/** `optionsMessage`, short: `Invalid baseUrl: INVALID_OPTIONS, got number 1 (<link>).` */
export const optionsMessage: typeof Full.optionsMessage = (rule, value, facts) => {
  const [option] = rule(facts);
  // A secret (a credential, a webhook's URL) is never described, not even by kind and excerpt.
  return [option, short({ subject: option, value: facts.secret === true ? undefined : value }, "INVALID_OPTIONS")];
};

/** QUERY_TEXT of messages.ts, short: none (the code and the value's kind say it). */
export const QUERY_TEXT: typeof Full.QUERY_TEXT = () => "";
/** UTF8_TEXT of messages.ts, short: none. */
export const UTF8_TEXT: typeof Full.UTF8_TEXT = "";

/** LIST_BOUND of messages.ts, short: none (the code and the value's kind say it). */
export const LIST_BOUND: typeof Full.LIST_BOUND = () => "";

/** `parameterMessage`, short: the parameter, the route and the code (with the value's kind when there is one). */
export const parameterMessage: typeof Full.parameterMessage = (code, { route, parameter, value }) =>
  short({ subject: `parameter ${quote(parameter)} of ${quote(route)}`, value }, code);

// Named options never shadow a field; closed tables (issue 25). Grouped: the engine's entries.

/** ROUTE_OPTION of messages.ts, short: the option it names, no prose. */
export const ROUTE_OPTION: typeof Full.ROUTE_OPTION = ({ name = "url" }) => [name, ""];
/** PREFIXED_PATH of messages.ts, short: the key it names, no prose. */
export const PREFIXED_PATH: typeof Full.PREFIXED_PATH = ({ name = "" }) => [name, ""];
/** BINARY_VALUE of messages.ts, short: none (the code and the value's kind say it). */
export const BINARY_VALUE: typeof Full.BINARY_VALUE = "";
/** KEY_TWICE of messages.ts, short: the key it names, no prose. */
export const KEY_TWICE: typeof Full.KEY_TWICE = ({ keys = [] }) => [`key ${quote(keys[1] ?? "")}`, ""];
/** UNBUILDABLE_OPERATION of messages.ts, short: the route. */
export const UNBUILDABLE_OPERATION: typeof Full.UNBUILDABLE_OPERATION = ({ route = "" }) => [`operation ${quote(route)}`, ""];
/** UNLISTED_CONTENT_TYPE of messages.ts, short: the option it names, no prose. */
export const UNLISTED_CONTENT_TYPE: typeof Full.UNLISTED_CONTENT_TYPE = () => ["content-type", ""];

/** `unknownRouteMessage`, short: the route and the code. */
export const unknownRouteMessage: typeof Full.unknownRouteMessage = (route) => short({ subject: `route ${quote(route)}` }, "UNKNOWN_ROUTE");

export * from "./access/messages.short";
export * from "./table/messages.short";
