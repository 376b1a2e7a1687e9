// Joining a union of strings for a type-level error message: used by the route types, the OpenAPI
// types and the named-option messages, so it lives apart from all three.

type UnionToIntersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (value: infer All) => void ? All : never;

/** One member of a union (the last the compiler holds). */
type LastOf<Union> = UnionToIntersection<Union extends unknown ? () => Union : never> extends () => infer Last ? Last : never;

/**
 * The members of a union of strings joined by `Separator`, for an error message. Walks the union
 * one member at a time, so only error branches (a handful of members) use it.
 * @example
 * type J = Join<"a" | "b", ", ">; // "a, b"
 */
export type Join<Union extends string, Separator extends string> = [Union] extends [never]
  ? ""
  : LastOf<Union> extends infer Last extends string
    ? [Exclude<Union, Last>] extends [never]
      ? Last
      : `${Join<Exclude<Union, Last>, Separator>}${Separator}${Last}`
    : never;
