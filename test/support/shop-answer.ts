// The example shop's answer (examples/shop.openapi.json) for the guides' local server: an order
// posted is answered as the description says, 201 and the order as JSON, its id the request's
// idempotency key; a request without the key or the item is refused, 422 and a JSON message.
import type { Answer, ReceivedRequest } from "@scope/test-utils";

/** The orders route of the shop, as it arrives at the local server. */
const ORDERS_RE = /^\/api\/stores\/[^/?]+\/orders(?:\?|$)/;

/** The shop's answer to `request`, or `undefined` (the server's default) for a request not to the shop's orders. */
export function shopAnswer({ method, path, headers, body }: ReceivedRequest): Answer | undefined {
  if (method !== "POST" || !ORDERS_RE.test(path)) return undefined;
  const form = new URLSearchParams(body.toString("latin1"));
  const id = headers["idempotency-key"];
  const item = form.get("item");
  const json = { "content-type": "application/json" };
  if (id === undefined || item === null) return { status: 422, headers: json, body: JSON.stringify({ message: "an order needs an Idempotency-Key and an item" }) };
  return { status: 201, headers: json, body: JSON.stringify({ id, item, quantity: Number(form.get("quantity") ?? 1) }) };
}
