// Refused keys and required path parameters of a table plan: what the caller should do instead
// (the prefixed keys of a name, `data`), in work linear in the entry however many keys are refused
// (issue 26.6). The nearest listed key (did-you-mean) is the strict wrapper's (strict-entries.ts).
import { MissingParameterError } from "../errors/errors";
import { HINT_REFUSED } from "../errors/messages";
import { NAMED_OPTIONS, splitPrefixed } from "../checks/named-options";
import { makeSlot, type Slot } from "../entry/entry";
import type { ResolvedEntry } from "../entry/route-entry";
import type { BodyKind } from "../encode/body-encoders";

/** What a plan being compiled tells the hints: its body kind, and how many hints it has looked up (the message table counts). */
export interface RefusalState {
  readonly kind: BodyKind | "none";
  hints: number;
}

/**
 * What the caller should do with a key that has no place (the message table's `HINT_REFUSED`,
 * which composes it from these facts): the location-prefixed keys of its name (and `data` for the
 * whole body), else a fixed hint beginning `NO_SUCH_PARAMETER`; "" from the short table.
 */
export function refusal(plan: RefusalState, entry: ResolvedEntry, key: string, where: string): string {
  return HINT_REFUSED({ key, where, plan, params: entry.params, split: splitPrefixed, options: NAMED_OPTIONS });
}

/**
 * The path slots the route's own `{name}` expressions need (OpenAPI path parameters are required):
 * each must be given, or `MissingParameterError` names it, at plan time when no key gives it at all
 * (unless `defer`: then a slot that reads nothing, so that the run time names it after refused keys).
 */
export function pathRequired(route: string, path: readonly Slot[], defer = false): Slot[] {
  const byWire = new Map(path.map((slot) => [slot.wire, slot]));
  return simpleVariables(route).map((name) => {
    const slot = byWire.get(name);
    if (slot === undefined && !defer) throw new MissingParameterError(route, name);
    return slot ?? makeSlot(name, false, false);
  });
}

/** A simple expression (no operator) of a route's path, its variables in group 1: `{name}`, `{a,b}`, `{id:3}`. */
const SIMPLE_EXPRESSION_RE = /\{([^{}+#./;?&=,!@|][^{}]*)\}/g;
/** A variable's modifier: `*` (explode) or `:3` (prefix). */
const MODIFIER_RE = /(?:\*|:\d+)$/;

/** The names of the simple expressions (`{name}`, `{a,b}`, no operator) of a route's path (a valid template: parsed already). */
function simpleVariables(route: string): string[] {
  return [...route.matchAll(SIMPLE_EXPRESSION_RE)].flatMap((match) => (match[1] as string).split(",").map((name) => name.replace(MODIFIER_RE, "")));
}
