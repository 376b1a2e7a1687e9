// A route's credentials (issue 33.1) as its placement writes them: the one runner knows none, the
// table entry reader adds them to the slots and the header step the plan already has.
import { makeSlot, orEmptyList, placed, type Placement, type Slot } from "../entry/entry";
import type { SentCredential } from "../entry/security";

/**
 * `placement` with the credentials of its route: header credentials written by its header step
 * (`check`), which runs before the header parameters are written, so that a header the request has
 * already (the call's own `headers`, the defaults') is kept, a header parameter given replaces one,
 * and one meets a required header parameter (Discourse's `Api-Key`); a cookie credential as the
 * first cookie slot (after the cookies given, before the cookie parameters); query credentials as
 * query slots after the call's, each unless the query has that name already (the route's URL, or a
 * query parameter of that name that writes a part).
 */
export function withCredentials(placement: Placement, credentials: readonly SentCredential[], template: string): Placement {
  const query = [...placement.query];
  const cookies: Slot[] = [];
  for (const { in: where, name, text } of credentials) {
    if (where === "c") cookies.push(constant(text));
    if (where !== "q" || hasQueryPart(template, name)) continue;
    // The name as the credential's part writes it, decoded (our own encoding: it decodes).
    const wire = decodeURIComponent(name.slice(0, -1));
    const same = placement.query.find((slot) => slot.wire === wire);
    query.push(same === undefined ? constant(text) : sameName(same, text));
  }
  const check = placement.check;
  // One object literal in the placement's field order, no spread: plans keep one map (issue 31.3).
  return {
    path: placement.path,
    query,
    headers: placement.headers,
    cookies: orEmptyList([...cookies, ...placement.cookies]),
    body: placement.body,
    refused: placement.refused,
    required: placement.required,
    requiredHeaders: placement.requiredHeaders,
    check: (headers) => {
      // Header credentials, each unless the request has the header.
      for (const credential of credentials) {
        if (credential.in === "h" && headers[credential.name] === undefined) headers[credential.name] = credential.text;
      }
      check?.(headers);
    },
  };
}

/** A query credential after the parameter of its name: written when the parameter writes nothing. */
function sameName(slot: Slot, text: string): Slot {
  return placed(slot, slot.wire, (value) => (slot.write(value) === "" ? text : ""));
}

/** A slot that reads no value and writes `text`. */
function constant(text: string): Slot {
  return makeSlot("", false, false, "", () => text);
}

/** Whether the query of `url` holds a part that starts with `prefix` (`"api_key="`). */
function hasQueryPart(url: string, prefix: string): boolean {
  const query = url.indexOf("?");
  return query !== -1 && `&${url.slice(query + 1)}`.includes(`&${prefix}`);
}
