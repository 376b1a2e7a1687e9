// The short twin of access/messages.ts (the browser module's, scripts/short-messages.mjs).
import type * as Full from "./messages";

// Credentials and server variables (issue 33).

/** ACCESS_OBJECT of messages.ts, short: the option it names, no prose. */
export const ACCESS_OBJECT: typeof Full.ACCESS_OBJECT = ({ name = "withAuth" }) => [name, ""];
/** UNKNOWN_SCHEME of messages.ts, short: the option it names, no prose. */
// Arrow functions, not `entry(...)` calls: a call at the top level stays in every bundle.
export const UNKNOWN_SCHEME: typeof Full.UNKNOWN_SCHEME = () => ["withAuth", ""];
/** CREDENTIAL of messages.ts, short: the scheme it names, no prose. */
export const CREDENTIAL: typeof Full.CREDENTIAL = ({ name = "" }) => [`withAuth.${name}`, ""];
/** BASIC_CREDENTIAL of messages.ts, short: the scheme it names, no prose. */
export const BASIC_CREDENTIAL: typeof Full.BASIC_CREDENTIAL = ({ name = "" }) => [`withAuth.${name}`, ""];
/** UNSENDABLE_SCHEME of messages.ts, short: the scheme it names, no prose. */
export const UNSENDABLE_SCHEME: typeof Full.UNSENDABLE_SCHEME = ({ name = "" }) => [`withAuth.${name}`, ""];
/** UNKNOWN_SERVER_VARIABLE of messages.ts, short: the option it names, no prose. */
export const UNKNOWN_SERVER_VARIABLE: typeof Full.UNKNOWN_SERVER_VARIABLE = () => ["withServer", ""];
/** SERVER_VARIABLE_ENUM of messages.ts, short: the variable it names, no prose. */
export const SERVER_VARIABLE_ENUM: typeof Full.SERVER_VARIABLE_ENUM = ({ name = "" }) => [`withServer.${name}`, ""];
/** SERVER_VARIABLE_HOST of messages.ts, short: the variable it names, no prose. */
export const SERVER_VARIABLE_HOST: typeof Full.SERVER_VARIABLE_HOST = ({ name = "" }) => [`withServer.${name}`, ""];
/** SERVER_URL of messages.ts, short: the option it names, no prose. */
export const SERVER_URL: typeof Full.SERVER_URL = () => ["withServer", ""];
