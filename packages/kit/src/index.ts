// @scope/kit: domain-free helpers that every published package bundles (never published itself).
export { BoundedCache } from "./bounded-cache";
export { characterClass, describeSecret } from "./describe-secret";
export { describeValue, kindOf } from "./describe-value";
export { isPlainObject, setOwn } from "./is-plain-object";
export { caretUnder, EXCERPT_LENGTH, quote, quoteRoute, quoteWhole, ROUTE_EXCERPT_LENGTH } from "./quote";
export { caretExcerpt, formatMessage, shortMessage } from "./format-message";
export type { MessageFacts, ShortFacts } from "./format-message";
export { ScopeError } from "./scope-error";
export { urlForMessage, withoutUserinfo } from "./without-userinfo";
export type { CodeList } from "./scope-error";
