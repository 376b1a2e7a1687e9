// Types of json-pointer.mjs (plain JavaScript, shared with the benchmarks).

/** The node `ref` (`"#/paths/~1v2~1apps/get"`, percent-encoded) points to in `document` through own properties, or undefined. */
export function pointed(document: unknown, ref: string): unknown;

/** A `$ref` resolver over one description. */
export type Resolve = <T>(node: T) => T;

/** Follows `$ref`s (`#/components/...`, `#/paths/~1...`) in `document` until a node without one. */
export function resolver(document: unknown): Resolve;
