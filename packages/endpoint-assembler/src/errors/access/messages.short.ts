// The short twin of access/messages.ts (the browser module's, scripts/short-messages.mjs).
import type * as Full from "./messages";
import type { OptionRule } from "../option-rule";

// Credentials and server variables (issue 33): the method and the scheme or variable named, no prose.

/** A rule naming `method` and the scheme or variable (`name`), when one is named. Its calls are marked pure. */
const access =
  (method: string): OptionRule =>
  ({ name }) => [name === undefined ? method : `${method}.${name}`, ""];

/** ACCESS_OBJECT of messages.ts, short: the method it names, no prose. */
export const ACCESS_OBJECT: typeof Full.ACCESS_OBJECT = ({ name = "withAuth" }) => [name, ""];
/** UNKNOWN_SCHEME of messages.ts, short: the method, no prose. */
export const UNKNOWN_SCHEME: typeof Full.UNKNOWN_SCHEME = /* @__PURE__ */ access("withAuth");
/** CREDENTIAL of messages.ts, short: the scheme it names, no prose. */
export const CREDENTIAL: typeof Full.CREDENTIAL = /* @__PURE__ */ access("withAuth");
/** BASIC_CREDENTIAL of messages.ts, short: the scheme it names, no prose. */
export const BASIC_CREDENTIAL: typeof Full.BASIC_CREDENTIAL = /* @__PURE__ */ access("withAuth");
/** UNSENDABLE_SCHEME of messages.ts, short: the scheme it names, no prose. */
export const UNSENDABLE_SCHEME: typeof Full.UNSENDABLE_SCHEME = /* @__PURE__ */ access("withAuth");
/** UNKNOWN_SERVER_VARIABLE of messages.ts, short: the method, no prose. */
export const UNKNOWN_SERVER_VARIABLE: typeof Full.UNKNOWN_SERVER_VARIABLE = /* @__PURE__ */ access("withServer");
/** SERVER_VARIABLE_ENUM of messages.ts, short: the variable it names, no prose. */
export const SERVER_VARIABLE_ENUM: typeof Full.SERVER_VARIABLE_ENUM = /* @__PURE__ */ access("withServer");
/** SERVER_VARIABLE_HOST of messages.ts, short: the variable it names, no prose. */
export const SERVER_VARIABLE_HOST: typeof Full.SERVER_VARIABLE_HOST = /* @__PURE__ */ access("withServer");
/** SERVER_URL of messages.ts, short: the method, no prose. */
export const SERVER_URL: typeof Full.SERVER_URL = /* @__PURE__ */ access("withServer");
