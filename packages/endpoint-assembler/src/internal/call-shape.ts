import { isNamedOption, type BoundDefaults } from "../bound-defaults";
import type { UrlPlan } from "../url-plan";
import { queryShape, sameKeys, type QueryShape } from "./query-shape";

/**
 * What a call's options of one shape (the same keys in the same order) mean for one route, worked
 * out once: whether the fast path may take them without looking at the values, and where each key
 * goes. Only for endpoints without bound parameters, where the call's keys are the request's.
 */
export interface CallShape {
  readonly keys: readonly string[];
  /** No key is a named option other than `headers` and `request`, `__proto__` or a deep default. */
  readonly plain: boolean;
  /** The query of a GET or HEAD request (absent for other methods). */
  readonly query: QueryShape | undefined;
  /** `data` gives the body as is: it is a key, and the URL does not consume it. */
  readonly data: boolean;
  /** Keys of a JSON body, in order: neither named options nor consumed by the URL. */
  readonly body: readonly string[];
}

/** Shapes remembered per route plan; a route's calls rarely take more. */
const MAX_SHAPES = 4;

/** The shape of `keys` among `shapes` (a route plan's own list), compiled and remembered on first use. */
export function callShape(
  shapes: CallShape[],
  keys: readonly string[],
  bound: BoundDefaults,
  url: UrlPlan,
  query: boolean,
): CallShape {
  for (const shape of shapes) if (sameKeys(shape.keys, keys)) return shape;
  const shape = compileShape(keys.slice(), bound, url, query);
  if (shapes.length >= MAX_SHAPES) shapes.shift();
  shapes.push(shape);
  return shape;
}

function compileShape(keys: readonly string[], bound: BoundDefaults, url: UrlPlan, query: boolean): CallShape {
  const plain = keys.every((key) => isNamedOption(key) ? key === "headers" || key === "request"
    : key !== "__proto__" && !bound.deepKeys.has(key));
  const body = keys.filter((key) => !isNamedOption(key) && !url.variables.has(key));
  return {
    keys,
    plain,
    query: query ? queryShape(keys, url.variables) : undefined,
    data: !url.variables.has("data") && keys.includes("data"),
    body,
  };
}
