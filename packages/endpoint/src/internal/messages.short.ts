// The short twin of messages.ts, which the browser builds of @scope/endpoint build in instead
// (scripts/short-messages.mjs): each entry names its option, without the prose; the engine's short
// `optionsMessage` gives the code and the value's kind. Same exports, same types (checked below).
// Each entry is a function, not a call: the published chunks lose pure marks, and a bundle keeps
// only the entries it imports.
import { quote } from "@scope/kit";
import type * as Full from "./messages";

/** ROUTES_OPTIONS of messages.ts, short. */
export const ROUTES_OPTIONS: typeof Full.ROUTES_OPTIONS = () => ["options", ""];
/** FETCH_ARGUMENT of messages.ts, short. */
export const FETCH_ARGUMENT: typeof Full.FETCH_ARGUMENT = () => ["toFetch() argument", ""];
/** FETCH_METHOD of messages.ts, short. */
export const FETCH_METHOD: typeof Full.FETCH_METHOD = () => ["method", ""];
/** FETCH_URL of messages.ts, short. */
export const FETCH_URL: typeof Full.FETCH_URL = () => ["url", ""];
/** FETCH_HEADERS of messages.ts, short. */
export const FETCH_HEADERS: typeof Full.FETCH_HEADERS = () => ["headers", ""];
/** FETCH_HEADER_VALUE of messages.ts, short: the header it names. */
export const FETCH_HEADER_VALUE: typeof Full.FETCH_HEADER_VALUE = ({ name = "" }) => [`headers[${quote(name)}]`, ""];
/** FETCH_BODY of messages.ts, short. */
export const FETCH_BODY: typeof Full.FETCH_BODY = () => ["body", ""];
/** FETCHER_API of messages.ts, short. */
export const FETCHER_API: typeof Full.FETCHER_API = () => ["fetcher() argument", ""];
/** FETCHER_OPTIONS of messages.ts, short. */
export const FETCHER_OPTIONS: typeof Full.FETCHER_OPTIONS = () => ["options", ""];
/** FETCHER_FETCH of messages.ts, short. */
export const FETCHER_FETCH: typeof Full.FETCHER_FETCH = () => ["fetch", ""];
