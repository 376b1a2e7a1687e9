// The example shop's answer (examples/shop.openapi.json) for the guides' local server: an order
// posted is answered as the description says, 201 and the order as JSON, its id the request's
// idempotency key; a request without the shop's key (its `shopKey` scheme, the X-Api-Key header) is
// refused, 401, and one without the idempotency key or the item, 422, each with a JSON message.
import type { Answer, ReceivedRequest } from "@scope/test-utils";

/** The shop's API key in the guides' runs: the placeholder docs/any-openapi-api.md says its results were made with. */
export const SHOP_API_KEY = "example-key";

/** What a guide's example sees as `process`: the environment the guide names (`SHOP_API_KEY`), and nothing else. */
export const GUIDE_PROCESS = { env: { SHOP_API_KEY } };

/** The example hosts (GitHub's API, the example shop in each region) that the guides' `fetch` sends to the local server. */
export const EXAMPLE_HOSTS_RE = /^https:\/\/(?:api\.github\.com|(?:eu\.|us\.)?shop\.example)/;

/** The orders route of the shop, as it arrives at the local server. */
const ORDERS_RE = /^\/api\/stores\/[^/?]+\/orders(?:\?|$)/;

/** The shop's answer to `request`, or `undefined` (the server's default) for a request not to the shop's orders. */
export function shopAnswer({ method, path, headers, body }: ReceivedRequest): Answer | undefined {
  if (method !== "POST" || !ORDERS_RE.test(path)) return undefined;
  const form = new URLSearchParams(body.toString("latin1"));
  const id = headers["idempotency-key"];
  const item = form.get("item");
  const json = { "content-type": "application/json" };
  if (headers["x-api-key"] !== SHOP_API_KEY) return { status: 401, headers: json, body: JSON.stringify({ message: "an order needs the shop's key (X-Api-Key)" }) };
  if (id === undefined || item === null) return { status: 422, headers: json, body: JSON.stringify({ message: "an order needs an Idempotency-Key and an item" }) };
  return { status: 201, headers: json, body: JSON.stringify({ id, item, quantity: Number(form.get("quantity") ?? 1) }) };
}
