// @scope/kit: domain-free helpers that every published package bundles (never published itself).
export { BoundedCache } from "./bounded-cache";
export { isPlainObject, setOwn } from "./is-plain-object";
