import { isNamedOption } from "../bound-defaults";
import { encodeQuery } from "./encode-query";

/**
 * What the query of one object shape needs, worked out once: for each key of `keys` (in order),
 * the `name=` text after `?` and after `&` (name encoded once), or `undefined` for a key that is
 * not a query parameter (consumed by the URL, or a named option), or `null` for a name that
 * cannot be encoded (a lone surrogate): it throws when the call gives it a value, as before.
 */
export interface QueryShape {
  readonly keys: readonly string[];
  readonly first: readonly (string | null | undefined)[];
  readonly next: readonly (string | null | undefined)[];
}

/** Shapes remembered per set of consumed names (one per URL plan); calls of a route rarely vary more. */
const MAX_SHAPES = 4;
const shapes = new WeakMap<ReadonlySet<string>, QueryShape[]>();

/** The shape of `keys` for a URL that consumes `consumed`, compiled on first use. */
export function queryShape(keys: readonly string[], consumed: ReadonlySet<string>): QueryShape {
  let known = shapes.get(consumed);
  if (known === undefined) shapes.set(consumed, (known = []));
  for (const shape of known) if (sameKeys(shape.keys, keys)) return shape;
  const shape = compileShape(keys, consumed);
  if (known.length >= MAX_SHAPES) known.shift();
  known.push(shape);
  return shape;
}


/** Same names in the same order; names compare by identity first, which is the usual case. */
export function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function compileShape(keys: readonly string[], consumed: ReadonlySet<string>): QueryShape {
  const first: (string | null | undefined)[] = [];
  const next: (string | null | undefined)[] = [];
  for (const name of keys) {
    const prefix = !consumed.has(name) && !isNamedOption(name) ? encodedName(name) : undefined;
    first.push(prefix && `?${prefix}=`);
    next.push(prefix && `&${prefix}=`);
  }
  return { keys: keys.slice(), first, next };
}

function encodedName(name: string): string | null {
  try {
    return encodeQuery(name, name, false);
  } catch {
    return null;
  }
}
