import type { Slot } from "./request-plan";

/** The values of one call, or of the defaults. */
export type Values = Readonly<Record<string, unknown>>;

/** The value of a slot: the call's, or the defaults' where the call's is absent or `undefined`. */
export function read(slot: Slot, call: Values, defaults: Values): unknown {
  const value = slot.inCall ? call[slot.name] : undefined;
  return value === undefined && slot.inDefaults ? defaults[slot.name] : value;
}
