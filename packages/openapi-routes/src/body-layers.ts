// What a request body's schema says to every operation whose body it is (32.5): the codes of its
// property names, worked out once per schema rather than once per operation, and written once in the
// table (`l`, an entry naming it by `i`) where many operations share a large one. Without this, n
// operations sharing a form body of n properties took n * n steps to compile, and a strict table
// listed the n names n times.
import type { BodyCodes } from "./body-codes";
import type { MediaTypeModel, OperationModel } from "./model";
import { bodyGivenWhole } from "./operation-media";
import { isNamedOption, looksPrefixed } from "./parameter-keys";

/** The codes a body's schema gives an entry, below the entry's own (which win name by name). */
export interface BodyLayer {
  /**
   * Body property names: `"x"` for one named like a named option (D3); `"b"` for each other of a body
   * given whole (32.10); with `strict`, or named like a header or cookie parameter (`wire`, 32.12), `""`.
   */
  readonly p: Readonly<Record<string, string>>;
  /** `""` for each structured property of a form body where a style applies: written by its value. */
  readonly e: Readonly<Record<string, string>>;
}

/** A layer is written once and named by reference when used this often and this large: smaller ones cost less written out. */
const SHARED_USES = 2;
const SHARED_KEYS = 8;

/**
 * A reader of body layers for one compile: `(operation, codes)` gives the layer of the operation's
 * body (`codes` its first media type's `bodyCodes`), `undefined` when it has nothing to say. Equal
 * inputs (the same schemas, found by identity: the schema reader shares their lists, and whether the
 * body is given whole) give the same layer object, read once. `wire`: the API's header and cookie
 * parameter names, lower case.
 */
export function createBodyLayers(strict: boolean, wire: ReadonlySet<string>): (operation: OperationModel, codes: BodyCodes) => BodyLayer | undefined {
  const ids = new Map<readonly string[], number>();
  const idOf = (list: readonly string[]): number => ids.get(list) ?? (ids.set(list, ids.size), ids.size - 1);
  const layers = new Map<string, BodyLayer | undefined>();
  return (operation, { styled }) => {
    const media = operation.body?.media ?? [];
    const structured = styled ? media[0]?.structured : undefined;
    const whole = bodyGivenWhole(operation);
    const key = `${media.map(({ names }) => idOf(names)).join(",")}|${structured === undefined ? "" : idOf(structured)}|${whole ? 1 : 0}`;
    if (!layers.has(key)) layers.set(key, readLayer(media, structured ?? [], (name) => (whole ? "b" : strict || wire.has(name.toLowerCase()) ? "" : undefined)));
    return layers.get(key);
  };
}

/** `codeOf`: the code of a plain body property name, `undefined` for none. */
function readLayer(media: readonly MediaTypeModel[], structured: readonly string[], codeOf: (name: string) => string | undefined): BodyLayer | undefined {
  const p: Record<string, string> = {};
  const e: Record<string, string> = {};
  const define = (codes: Record<string, string>, name: string, code: string): void => void Object.defineProperty(codes, name, { value: code, enumerable: true });
  for (const name of new Set(media.flatMap(({ names }) => names))) {
    // A name that reads as a prefixed key is never a plain key of the body: the run time reads its prefix.
    if (looksPrefixed(name)) continue;
    const code = isNamedOption(name) ? "x" : codeOf(name);
    if (code !== undefined) define(p, name, code);
  }
  for (const name of structured) define(e, name, "");
  return Object.keys(p).length + Object.keys(e).length > 0 ? { p, e } : undefined;
}

/**
 * The layers written once in the table, each with its id (base 36, in the order of first use): those
 * `SHARED_USES` operations or more share and that hold `SHARED_KEYS` codes or more.
 */
export function sharedLayers(layers: readonly (BodyLayer | undefined)[]): Map<BodyLayer, string> {
  const uses = new Map<BodyLayer, number>();
  for (const layer of layers) if (layer !== undefined) uses.set(layer, (uses.get(layer) ?? 0) + 1);
  const shared = new Map<BodyLayer, string>();
  for (const [layer, count] of uses) {
    if (count >= SHARED_USES && Object.keys(layer.p).length + Object.keys(layer.e).length >= SHARED_KEYS) shared.set(layer, shared.size.toString(36));
  }
  return shared;
}

/** A shared layer as the table writes it in `l`: its non-empty fields. */
export function layerEntry({ p, e }: BodyLayer): { p?: Record<string, string>; e?: Record<string, string> } {
  return { ...(Object.keys(p).length > 0 ? { p: { ...p } } : {}), ...(Object.keys(e).length > 0 ? { e: { ...e } } : {}) };
}
