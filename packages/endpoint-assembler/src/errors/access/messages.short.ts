// The short twin of access/messages.ts (the browser module's, scripts/short-messages.mjs).
import type * as Full from "./messages";

// Credentials and server variables (issue 33). Rules that say the same in short (the option or the
// scheme named, no prose) are one function under each name: fewer bytes in every table bundle.
// Arrow functions, not `entry(...)` calls: a call at the top level stays in every bundle.

/** ACCESS_OBJECT of messages.ts, short: the option it names, no prose. */
export const ACCESS_OBJECT: typeof Full.ACCESS_OBJECT = ({ name = "withAuth" }) => [name, ""];
/** UNKNOWN_SCHEME of messages.ts, short: `withAuth` (its facts name no option). */
export const UNKNOWN_SCHEME: typeof Full.UNKNOWN_SCHEME = ACCESS_OBJECT;
/** CREDENTIAL of messages.ts, short: the scheme it names, no prose. */
export const CREDENTIAL: typeof Full.CREDENTIAL = ({ name = "" }) => [`withAuth.${name}`, ""];
/** BASIC_CREDENTIAL of messages.ts, short: the scheme it names, as {@link CREDENTIAL}. */
export const BASIC_CREDENTIAL: typeof Full.BASIC_CREDENTIAL = CREDENTIAL;
/** UNSENDABLE_SCHEME of messages.ts, short: the scheme it names, as {@link CREDENTIAL}. */
export const UNSENDABLE_SCHEME: typeof Full.UNSENDABLE_SCHEME = CREDENTIAL;
/** UNKNOWN_SERVER_VARIABLE of messages.ts, short: the option it names, no prose. */
export const UNKNOWN_SERVER_VARIABLE: typeof Full.UNKNOWN_SERVER_VARIABLE = () => ["withServer", ""];
/** SERVER_VARIABLE_ENUM of messages.ts, short: the variable it names, no prose. */
export const SERVER_VARIABLE_ENUM: typeof Full.SERVER_VARIABLE_ENUM = ({ name = "" }) => [`withServer.${name}`, ""];
/** SERVER_VARIABLE_HOST of messages.ts, short: the variable it names, as {@link SERVER_VARIABLE_ENUM}. */
export const SERVER_VARIABLE_HOST: typeof Full.SERVER_VARIABLE_HOST = SERVER_VARIABLE_ENUM;
/** SERVER_URL of messages.ts, short: the option it names, as {@link UNKNOWN_SERVER_VARIABLE}. */
export const SERVER_URL: typeof Full.SERVER_URL = UNKNOWN_SERVER_VARIABLE;
