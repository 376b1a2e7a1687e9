// Location-prefixed keys under the default rules (D2): `"path.x"`, `"query.x"`, `"body.x"`,
// `"header.x"` and `"cookie.x"` work on every endpoint, the default one included, so that a field
// named like a named option (`url`, `method`...) can always be sent. A route table places them by
// its entry (table-plan.ts); this file places them where no entry does.
import { InvalidOptionsError } from "../errors/errors";
import { PREFIXED_PATH } from "../errors/messages";
import { splitPrefixed } from "../checks/named-options";
import { assertKeysOnce, type KeyPlace } from "../checks/keys-once";
import { placed, type Slot } from "../entry/entry";

/** The prefixed keys of a call by where they go (`q` query, `b` body, `h` header, `c` cookie), each slot's `wire` its name there. */
export type PrefixedPlan = Readonly<Record<"q" | "b" | "h" | "c", readonly Slot[]>>;

/**
 * Splits the slots of a call into those the default rules place (`plain`), path slots (`"path.x"`,
 * its `wire` the variable) and the other prefixed ones (`placed`, `undefined` when there are none,
 * the usual case). Throws `InvalidOptionsError` for a `"path.x"` whose route has no `{x}`, and for a
 * parameter given plain and prefixed (`DUPLICATE_KEY`); `query`: plain keys go to the query (GET, HEAD).
 */
export function placePrefixed(slots: readonly Slot[], variables: ReadonlySet<string>, { route, query }: { readonly route: string; readonly query: boolean }): {
  plain: readonly Slot[];
  path: readonly Slot[];
  placed: PrefixedPlan | undefined;
} {
  if (!slots.some((slot) => splitPrefixed(slot.name) !== undefined)) return { plain: slots, path: [], placed: undefined };
  const plan: Record<keyof PrefixedPlan, Slot[]> = { q: [], b: [], h: [], c: [] };
  const plain: Slot[] = [];
  const path: Slot[] = [];
  const places: KeyPlace[] = [];
  for (const slot of slots) {
    const prefixed = splitPrefixed(slot.name);
    if (prefixed === undefined) {
      plain.push(slot);
      const where = variables.has(slot.name) ? "p" : query ? "q" : "b";
      if (where !== "b" || slot.name !== "data") places.push([where, slot.name, slot.name]);
      continue;
    }
    const [where, wire] = prefixed;
    if (where === "p" && !variables.has(wire)) throw new InvalidOptionsError(PREFIXED_PATH, slot.name, { name: slot.name, route });
    // Its writer is the default entry's, chosen by where it goes (default-entry.ts).
    (where === "p" ? path : plan[where]).push(placed(slot, wire, slot.write));
    places.push([where, wire, slot.name]);
  }
  // Decided per shape, when the plan is compiled: two keys of one parameter are refused (32.2).
  assertKeysOnce(places, route);
  return { plain, path, placed: plan };
}
