// Issue 33.1 and 33.2 on real descriptions: what `withAuth` and `withServer` build, against what
// swagger-client's buildRequest sends for the same `securities` and `serverVariables`. Where they
// differ, the row names the clause of the specification that decides it, and states what ours builds.
import { fromOpenApi } from "../packages/endpoint/src/openapi";
import Swagger from "swagger-client";
import { describe, expect, it } from "vitest";
import { loadDescription } from "./support/openapi-calls.mjs";

const { buildRequest } = Swagger;

/** The part of a request credentials and servers decide: the URL and the credential headers, names lower-cased. */
interface Sent {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
}

interface Row {
  readonly name: string;
  readonly description: string;
  readonly route: string;
  /** What `withAuth` and `withServer` are given. */
  readonly credentials?: Record<string, unknown>;
  readonly server?: Record<string, string>;
  /** swagger-client's `securities.authorized` (oauth2 tokens as `{ token: { access_token } }`). */
  readonly authorized?: Record<string, unknown>;
  /** Where the two differ: the clause that decides, and what ours sends. */
  readonly differs?: { readonly clause: string; readonly ours: Sent };
}

const basic = (text: string): string => `Basic ${Buffer.from(text, "utf8").toString("base64")}`;

const ROWS: readonly Row[] = [
  { name: "Stripe: basic", description: "stripe.com", route: "GET /v1/customers", credentials: { basicAuth: { username: "sk_test_1", password: "" } } },
  { name: "Stripe: bearer", description: "stripe.com", route: "GET /v1/customers", credentials: { bearerAuth: "sk_test_1" } },
  {
    name: "Stripe: basic and bearer both bound",
    description: "stripe.com",
    route: "GET /v1/customers",
    credentials: { basicAuth: { username: "sk_test_1", password: "" }, bearerAuth: "sk_test_2" },
    differs: {
      // swagger-client applies the schemes of every requirement, the last one's authorization winning.
      clause: "OAS 3.0.3 4.7.1 (OpenAPI Object, security): only one of the security requirement objects need to be satisfied; the first met is sent",
      ours: { url: "https://api.stripe.com/v1/customers", headers: { authorization: basic("sk_test_1:") } },
    },
  },
  {
    name: "Discourse: its two header keys, where the operation declares them as required header parameters",
    description: "discourse.local",
    route: "GET /latest.json",
    credentials: { api_key: "k", api_username: "system" },
    differs: {
      // swagger-client refuses: "Required parameter Api-Key is not provided".
      clause: "OAS 3.0.3 4.7.12 (Parameter Object, required) and 4.7.27 (Security Scheme Object, apiKey): the required header is in the request, sent by the scheme of that name",
      ours: { url: "http://discourse.local/latest.json", headers: { "api-key": "k", "api-username": "system" } },
    },
  },
  { name: "Discourse: its two header keys, where the operation does not", description: "discourse.local", route: "GET /site.json", credentials: { api_key: "k", api_username: "system" } },
  { name: "Discourse: one of the two keys alone meets no requirement", description: "discourse.local", route: "GET /site.json", credentials: { api_key: "k" }, differs: {
    clause: "OAS 3.0.3 4.7.30 (Security Requirement Object): all the schemes of one requirement are required together (a logical AND)",
    ours: { url: "http://discourse.local/site.json", headers: {} },
  } },
  { name: "Giphy: an apiKey in the query", description: "giphy.com", route: "GET /gifs/trending", credentials: { api_key: "k e y" } },
  { name: "Pinecone: an apiKey header, a server variable of its enum", description: "pinecone.io", route: "GET /databases", credentials: { ApiKey: "key" }, server: { environment: "eu-west1-gcp" } },
  { name: "Intellifi: a query key alone, the server's host and scheme variables", description: "intellifi.nl", route: "GET /blobs", credentials: { QueryApiKey: "q" }, server: { customer: "acme", tld: "nl", protocol: "http" } },
  {
    // security: [{ CookieSid }, { HeaderApiKey }, { QueryApiKey }]
    name: "Intellifi: header and query keys both bound",
    description: "intellifi.nl",
    route: "GET /blobs",
    credentials: { QueryApiKey: "q", HeaderApiKey: "h" },
    differs: {
      clause: "OAS 3.0.3 4.7.1 (OpenAPI Object, security): only one of the security requirement objects need to be satisfied; the first met is sent",
      ours: { url: "https://brain.intellifi.cloud/api/blobs", headers: { "x-api-key": "h" } },
    },
  },
  {
    // swagger-client encodes Latin-1 (btoa); RFC 7617 section 2.1: the charset parameter's only allowed value is UTF-8.
    name: "Stripe: a basic password beyond ASCII",
    description: "stripe.com",
    route: "GET /v1/customers",
    credentials: { basicAuth: { username: "ada", password: "pässwörd" } },
    differs: {
      clause: "RFC 7617 section 2.1: the user-pass is encoded in UTF-8 (the charset parameter's only value)",
      ours: { url: "https://api.stripe.com/v1/customers", headers: { authorization: basic("ada:pässwörd") } },
    },
  },
  {
    name: "server-variables.json: a variable of the document's server",
    description: "@readme/oas-examples/3.0/json/server-variables.json",
    route: "POST /global",
    server: { name: "eu" },
    differs: {
      // swagger-client rebuilds the URL from its parsed host, which drops a default port.
      clause: "RFC 3986 6.2.3: a scheme's default port may be left out, the same resource either way; ours keeps the server's URL as the description writes it",
      ours: { url: "https://eu.example.com:443/v2/global", headers: {} },
    },
  },
  { name: "server-variables.json: a variable of an operation's server", description: "@readme/oas-examples/3.0/json/server-variables.json", route: "POST /operation", server: { subpath: "x" } },
  { name: "server-variables.json: a variable of a path's server", description: "@readme/oas-examples/3.0/json/server-variables.json", route: "PUT /path", server: { subpath: "x" } },
  {
    name: "Intellifi: a customer name that would move the host",
    description: "intellifi.nl",
    route: "GET /blobs",
    server: { customer: "evil.example/x?" },
    differs: {
      clause: "OAS 3.1.0 4.8.6 (Server Variable Object): a value is substituted into the server's URL template, which keeps its host; ours refuses the value (issue 33.2)",
      ours: { url: "refused: InvalidOptionsError", headers: {} },
    },
  },
];

/** `name` in swagger-client's credential form: an oauth2 token under `token.access_token`, anything else as is. */
function authorizedOf(row: Row): Record<string, unknown> {
  return row.authorized ?? Object.fromEntries(Object.entries(row.credentials ?? {}).map(([name, value]) => [name, { value }]));
}

/** The description with an operationId per operation ("GET /path"), which buildRequest needs. */
function withIds(document: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(document) as { paths: Record<string, Record<string, { operationId?: string }>> };
  for (const [path, item] of Object.entries(copy.paths)) {
    for (const method of ["get", "put", "post", "delete", "patch", "head", "options"]) if (item[method]) item[method].operationId = `${method.toUpperCase()} ${path}`;
  }
  return copy;
}

function credentialHeaders(headers: Readonly<Record<string, unknown>>): Record<string, string> {
  const kept = Object.entries(headers).filter(([name]) => !["accept", "user-agent", "content-type"].includes(name.toLowerCase()));
  return Object.fromEntries(kept.map(([name, value]) => [name.toLowerCase(), String(value)]));
}

/** Each description read, with an operationId per operation, and its endpoint made, once. */
const loaded = new Map<string, { spec: Record<string, unknown>; api: ReturnType<typeof fromOpenApi> }>();
function load(name: string): { spec: Record<string, unknown>; api: ReturnType<typeof fromOpenApi> } {
  const known = loaded.get(name);
  if (known !== undefined) return known;
  const document = name === "discourse.local" ? withDiscourseKeys(loadDescription(name)) : loadDescription(name);
  const made = { spec: withIds(document), api: fromOpenApi(document) };
  loaded.set(name, made);
  return made;
}

/**
 * Discourse's description declares its keys as header parameters (`Api-Key`, `Api-Username`, required
 * on 21 of 84 operations) and no security scheme: here they are also declared as the apiKey schemes
 * Discourse's API documentation describes, required together.
 */
function withDiscourseKeys(document: Record<string, unknown>): Record<string, unknown> {
  const securitySchemes = { api_key: { type: "apiKey", in: "header", name: "Api-Key" }, api_username: { type: "apiKey", in: "header", name: "Api-Username" } };
  return { ...document, components: { ...(document.components as object), securitySchemes }, security: [{ api_key: [], api_username: [] }] };
}

function ours(row: Row): Sent {
  let api = load(row.description).api;
  try {
    if (row.credentials) api = api.withAuth(row.credentials as never);
    if (row.server) api = api.withServer(row.server);
  } catch (error) {
    return { url: `refused: ${(error as Error).name}`, headers: {} };
  }
  const request = (api as unknown as (route: string) => { url: string; headers: Record<string, unknown> })(row.route);
  return { url: request.url, headers: credentialHeaders(request.headers) };
}

function theirs(row: Row): Sent {
  const { spec } = load(row.description);
  let request: { url: string; headers: Record<string, unknown> };
  try {
    request = buildRequest({ spec, operationId: row.route, securities: { authorized: authorizedOf(row) }, serverVariables: row.server ?? {} }) as typeof request;
  } catch (error) {
    return { url: `refused: ${(error as Error).message}`, headers: {} };
  }
  return { url: request.url, headers: credentialHeaders(request.headers) };
}

describe("33.1, 33.2: withAuth and withServer against swagger-client's buildRequest", () => {
  it.each(ROWS.map((row) => [row.name, row] as const))("%s", (_, row) => {
    if (row.differs === undefined) expect(ours(row)).toEqual(theirs(row));
    else {
      expect(ours(row)).toEqual(row.differs.ours);
      expect(theirs(row)).not.toEqual(row.differs.ours);
    }
  });
});
