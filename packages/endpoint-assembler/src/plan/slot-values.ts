/**
 * A parameter of the request: where its value is read (the call, the defaults, or the call and
 * then the defaults when the call's is `undefined`) and, for the query, its encoded `name=`.
 */
export interface Slot {
  readonly name: string;
  readonly inCall: boolean;
  readonly inDefaults: boolean;
  /** `?name=` and `&name=`; `null` for a name with no UTF-8 form (it throws once given a value). */
  readonly first: string | null;
  readonly next: string | null;
  /** The query value keeps its literal `+` signs (a route table's `~`, as GitHub's `q`). */
  readonly plus?: boolean;
  /**
   * The name on the wire (in the URL template, the query, a header), when it is not the key:
   * `"path.id"` fills `{id}`; a table's `"q*:url"` sends the key as `url`.
   */
  readonly wire?: string;
}

/** The values of one call, or of the defaults. */
export type Values = Readonly<Record<string, unknown>>;

/** The value of a slot: the call's, or the defaults' where the call's is absent or `undefined`. */
export function slotValue(slot: Slot, call: Values, defaults: Values): unknown {
  const value = slot.inCall ? call[slot.name] : undefined;
  return value === undefined && slot.inDefaults ? defaults[slot.name] : value;
}
