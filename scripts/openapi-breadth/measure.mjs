// One description measured: opened with ours (fromOpenApi, built dist), then every operation called
// once both ways (the differential test's calls: a value for every parameter and body property),
// swagger-client's request rewritten by the listed differences the specification decides, compared
// with ours in the comparable form, and each disagreement given a cause (classify.mjs).
import { URLSearchParams } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { classify, classifyError } from "./classify.mjs";
import { dereference } from "./dereference.mjs";
import { LISTED_RAW } from "./listed-raw.mjs";

/** Relative server URLs resolve against this, for both builders alike. */
export const DOCUMENT_URL = "https://api.example.test/openapi.json";
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
/**
 * OpenAPI 3.0.3 and 3.1.1, Parameter Object, name: 'If in is "header" and the name field is "Accept",
 * "Content-Type" or "Authorization", the parameter definition SHALL be ignored.' The calls give them
 * no value; swagger-client would still demand the required ones.
 */
const IGNORED_HEADERS = new Set(["accept", "content-type", "authorization"]);
const isIgnored = (parameter) => parameter?.in === "header" && IGNORED_HEADERS.has(String(parameter.name).toLowerCase());

/** The listed difference of test/support/openapi-listed.ts that only these styles can make apply. */
const DELIMITED_OBJECTS = "space- and pipe-delimited objects use their delimiter";
const DELIMITED_STYLES = new Set(["spaceDelimited", "pipeDelimited"]);

/**
 * The figures of one description: `refused` (ours would not open it), `operations`, `right`, the
 * listed differences that decided, `wrong` records `{ cause, route, detail }`, and `uncompared` ones
 * (no reference: swagger-client fails, or the call synthesis does).
 */
export function measureDescription(document, { fromOpenApi, buildRequest, support }) {
  const result = { operations: 0, right: 0, listed: {}, wrong: [], uncompared: [] };
  // Resolved once: path items and parameters given by `$ref` (percent-encoded pointers included).
  const resolved = dereference(document);
  const paths = Object.entries(resolved.paths ?? {}).filter(([path, item]) => path.startsWith("/") && typeof item === "object" && item !== null);
  result.operations = paths.reduce((sum, [, item]) => sum + METHODS.filter((method) => item[method] !== undefined).length, 0);
  let ours;
  try {
    ours = fromOpenApi(document, { documentUrl: DOCUMENT_URL });
  } catch (error) {
    result.refused = { cause: `${error?.code ?? error?.name}`, message: short(error, 300) };
    return result;
  }
  for (const [path, item] of paths) {
    let calls;
    try {
      calls = support.openApiCalls({ ...resolved, paths: { [path]: item } });
    } catch (error) {
      const count = METHODS.filter((method) => item[method] !== undefined).length;
      for (let i = 0; i < count; i++) result.uncompared.push({ cause: `call synthesis throws: ${short(error)}`, route: path });
      continue;
    }
    for (const call of calls) {
      const outcome = compare(call, path, { ours, resolved, buildRequest, support });
      if (outcome.right) {
        result.right++;
        for (const id of outcome.listed) result.listed[id] = (result.listed[id] ?? 0) + 1;
      } else if (outcome.uncompared) result.uncompared.push({ cause: outcome.uncompared, route: call.route });
      else result.wrong.push({ cause: outcome.cause, route: call.route, detail: outcome.detail });
    }
  }
  return result;
}

/** swagger-client's description for one operation: its path alone, each operation given a unique id, ignored headers left out. */
function oneOperation(resolved, path) {
  const item = {};
  for (const [key, value] of Object.entries(resolved.paths[path])) {
    if (key === "parameters" && Array.isArray(value)) item[key] = value.filter((p) => !isIgnored(p));
    else if (METHODS.includes(key) && typeof value === "object" && value !== null) {
      const parameters = Array.isArray(value.parameters) ? value.parameters.filter((p) => !isIgnored(p)) : value.parameters;
      item[key] = { ...value, operationId: `breadth_${key}`, ...(parameters === undefined ? {} : { parameters }) };
    } else item[key] = value;
  }
  return { openapi: resolved.openapi, info: resolved.info, servers: resolved.servers, paths: { [path]: item }, components: resolved.components };
}

/** The operation's parameters (the path item's too), the URL of the server it is sent to and the `encoding` of each body media type. */
function operationFacts(resolved, path, method) {
  const item = resolved.paths[path];
  const operation = item[method];
  const list = (value) => (Array.isArray(value) ? value : []);
  const servers = [operation.servers, item.servers, resolved.servers].find((found) => list(found).length > 0);
  const content = operation.requestBody?.content ?? {};
  const encodings = new Map(Object.entries(content).map(([media, type]) => [media, type?.encoding ?? {}]));
  return { path, parameters: [...list(item.parameters), ...list(operation.parameters)], serverUrl: list(servers)[0]?.url, encodings };
}

/** swagger-client's request as the specification corrects it, or why there is none to compare with. */
function reference(call, path, { resolved, buildRequest, support }) {
  const listed = [];
  const method = call.route.slice(0, call.route.indexOf(" ")).toLowerCase();
  const { requestBody } = call;
  let raw;
  try {
    raw = buildRequest({ spec: oneOperation(resolved, path), operationId: `breadth_${method}`, parameters: call.parameters, contextUrl: DOCUMENT_URL, ...(requestBody === undefined ? {} : { requestBody }) });
  } catch (error) {
    return { uncompared: `swagger-client throws: ${short(error)}` };
  }
  const media = call.media ?? "";
  if (typeof raw.body === "object" && raw.body !== null && typeof raw.body.entries !== "function" && !(raw.body instanceof URLSearchParams) && !/json|\*/i.test(media)) {
    return { uncompared: `no reference: swagger-client leaves a ${media.split(";")[0] || "(no media type)"} body unwritten (an object)` };
  }
  const facts = { ...call, ...operationFacts(resolved, path, method), documentUrl: DOCUMENT_URL };
  for (const difference of LISTED_RAW) {
    if (!difference.applies(raw, facts)) continue;
    raw = difference.rewrite(raw, facts);
    listed.push(difference.id);
  }
  let request;
  try {
    request = support.comparable(raw);
  } catch (error) {
    return { uncompared: `swagger-client's request unreadable: ${short(error)}` };
  }
  const delimited = call.styled.some((p) => p.in === "query" && DELIMITED_STYLES.has(p.style));
  for (const difference of support.LISTED) {
    // Its test reads every query pair against every parameter: quadratic where a description has
    // hundreds of filters (gsmtasks.com: 2 minutes), and never true without a delimited style.
    if (difference.id === DELIMITED_OBJECTS && !delimited) continue;
    if (!difference.applies(request, call)) continue;
    request = difference.rewrite(request, call);
    listed.push(difference.id);
  }
  return { request, listed };
}

function compare(call, path, tools) {
  const expected = reference(call, path, tools);
  if (expected.uncompared) return expected;
  let raw;
  try {
    raw = tools.ours(call.route, call.options);
  } catch (error) {
    return { cause: classifyError(error, { call, path }), detail: short(error) };
  }
  let built;
  try {
    built = tools.support.comparable(raw);
  } catch (error) {
    const bare = typeof raw.body === "string" && /json/i.test(String(raw.headers?.["content-type"]));
    return { cause: bare ? "a JSON body of a string schema sent as bare text (no JSON)" : `ours: request unreadable: ${short(error, 60)}`, detail: `body ${JSON.stringify(raw.body)?.slice(0, 80)}` };
  }
  if (isDeepStrictEqual(built, expected.request)) return { right: true, listed: expected.listed };
  const { parameters } = operationFacts(tools.resolved, path, call.route.slice(0, call.route.indexOf(" ")).toLowerCase());
  return classify({ call, path, parameters, ours: built, expected: expected.request, documentUrl: DOCUMENT_URL });
}

function short(error, length = 200) {
  return String(error?.message ?? error).replace(/\s+/g, " ").slice(0, length);
}
