// Generates calls that @octokit/endpoint@7.0.6 handles as RFC 6570 and DESIGN.md say, so that our
// result must equal its result. What the reference gets wrong is left out here on purpose and
// covered by fixed tests of each deviation (deviations.test.ts):
// - every template variable gets a defined, non-empty-list value (RFC: an undefined variable in
//   `{?a,b}` or `{/a}` adds nothing; the reference writes `?&b=` and `/`: deviation 2);
// - no prefix modifiers, explode only on the last variable of an expression (the reference does
//   not count `a` in `{a:3}` or `{?a*,b}` as consumed and sends it again in the query), and only
//   under "", "+" and "#" (the reference joins exploded members with "," under every operator);
// - no numbers in lists under `+`/`#` (the reference throws), no lone `%` in reserved values;
// - no null, object or bigint query values (deviations 5, 8), no `method: undefined` (deviation 8);
// - no dot-segment values (deviation 7), no invalid methods or headers (deviation 4);
// - no "#" or "?" in reserved values (a "#" from `{+x}` is encoded, so that the query is sent, and
//   a "?" in the path too, so that a value does not start the query: deviation 18);
// - no `{#x}` in a GET or HEAD route, which may get query parameters: the reference appends them
//   after the fragment, where they are never sent, and we before it (deviation 19); `{+x}` instead.
import type { Random } from "@scope/test-utils";

export interface Case {
  title: string;
  defaults: Record<string, unknown>[];
  route?: string;
  options: Record<string, unknown>;
}

const METHODS = ["GET", "get", "Get", "HEAD", "POST", "post", "PUT", "PATCH", "patch", "DELETE", "OPTIONS"];
const WORDS = ["octokit", "rest.js", "hello-world", "a_b", "42", "x", "ÄÖü", "日本", "emoji😀", "sp ace", "a/b", "?x=1", "#frag", "a&b=c", "it's", "(paren)", "star*", "bang!", "100%", "tab\tx", "plus+sign", "~tilde", "[br]", "@at", "$dollar", "semi;colon", "comma,sep", "eq=al", ""];
const RESERVED_WORDS = ["a/b/c", "path/to/file.txt", "%20space", "x=y", "日本/語", "[v6]", "ok"];
const NAMES = ["owner", "repo", "org", "username", "issue_number", "ref", "path", "sha", "per_page", "page", "labels", "sort", "direction", "since", "state", "name", "label", "title", "body", "assignees", "tag", "id"];
const FORMATS = ["", "", "raw", "diff", "patch", "text+json", "html", "full+json"];
const PREVIEWS = ["squirrel-girl", "machine-man", "inertia-preview", "symmetra", "luke-cage-preview", "jean-grey"];
const ACCEPTS = ["application/vnd.github.v3+json", "application/vnd.github+json", "application/vnd.github.v3.raw", "application/json", "application/octet-stream", "APPLICATION/OCTET-STREAM", "application/vnd.github.squirrel-girl-preview+json", "text/html, application/vnd.github.v3+json", "application/vnd.github.machine-man-preview+json,application/vnd.github.v3+json"];
const HEADER_NAMES = ["X-GitHub-Api-Version", "Authorization", "content-type", "Content-Type", "X-Custom", "IF-NONE-MATCH", "Accept"];
const BASE_URLS = ["https://api.github.com", "https://ghe.example.com/api/v3", "http://localhost:3000"];

type Expression = { text: string; names: string[]; reserved: boolean };

function expression(random: Random, used: Set<string>): Expression | undefined {
  const operator = random.pick(["", "", "+", "#", ".", "/", ";", "?", "&"]);
  const count = operator === "?" || operator === "&" || operator === ";" ? 1 + random.int(3) : 1 + random.int(2);
  const names = Array.from({ length: count }, () => random.pick(NAMES)).filter((n) => !used.has(n) && (used.add(n), true));
  if (names.length === 0) return undefined;
  // Exploded members are joined by the operator's separator; the reference always uses ",", so
  // only "", "+" and "#" (whose separator is ",") agree with RFC 6570 (deviation 2).
  const explode = ["", "+", "#"].includes(operator) && random.chance(0.3) ? "*" : "";
  return { text: `{${operator}${names.join(",")}${explode}}`, names, reserved: operator === "+" || operator === "#" };
}

function template(random: Random): { url: string; variables: Map<string, boolean> } {
  const variables = new Map<string, boolean>();
  const used = new Set<string>();
  let url = random.chance(0.1) ? "https://uploads.github.com" : "";
  const segments = 1 + random.int(4);
  for (let i = 0; i < segments; i++) {
    url += `/${random.pick(["repos", "orgs", "users", "issues", "git", "a-b", "x_y", "v1.0", "~me"])}`;
    if (random.chance(0.5)) {
      const style = random.int(3);
      const name = random.pick(NAMES);
      if (used.has(name)) continue;
      used.add(name);
      url += style === 0 ? `/:${name}` : `/{${name}}`;
      variables.set(name, false);
    }
  }
  if (random.chance(0.45)) {
    const expr = expression(random, used);
    if (expr) {
      url += expr.text;
      for (const name of expr.names) variables.set(name, expr.reserved);
    }
  }
  if (random.chance(0.1)) url += "?fixed=1";
  return { url, variables };
}

function templateValue(random: Random, reserved: boolean): unknown {
  const word = () => (reserved ? random.pick(RESERVED_WORDS) : random.pick(WORDS));
  // Empty members differ: the reference writes `;a=` where RFC 6570 writes `;a` (deviation 2).
  const member = () => word() || "nonempty";
  switch (random.int(reserved ? 4 : 7)) {
    case 0:
      return Array.from({ length: 1 + random.int(3) }, member);
    case 1:
      return Object.fromEntries(Array.from({ length: 1 + random.int(2) }, (_, i) => [`k${i}`, member()]));
    case 4:
      return random.int(100000) - 50;
    case 5:
      return random.chance(0.5);
    case 6:
      return random.pick([1.5, 0, 1e21]);
    default:
      return word() || "nonempty";
  }
}

function queryValue(random: Random, name: string): unknown {
  if (name === "q") return random.pick(["is:open+label:bug", "a b+c", "日本+x", "plain"]);
  switch (random.int(5)) {
    case 0:
      return random.int(1000);
    case 1:
      return random.chance(0.5);
    case 2:
      return random.some(["a", "b c", "d,e", 3], 3);
    default:
      return random.pick(WORDS);
  }
}

function headers(random: Random): Record<string, unknown> | undefined {
  if (random.chance(0.5)) return undefined;
  const result: Record<string, unknown> = {};
  for (let i = random.int(3); i >= 0; i--) {
    const name = random.pick(HEADER_NAMES);
    result[name] = /accept/i.test(name) ? random.pick(ACCEPTS) : random.pick(["token abc", "2022-11-28", "text/plain", "v", undefined]);
  }
  return result;
}

function mediaType(random: Random): Record<string, unknown> | undefined {
  if (random.chance(0.6)) return undefined;
  const result: Record<string, unknown> = {};
  if (random.chance(0.7)) result.format = random.pick(FORMATS);
  if (random.chance(0.6)) result.previews = random.some(PREVIEWS, 2);
  return result;
}

function extras(random: Random, options: Record<string, unknown>, method: string): void {
  const names = ["per_page", "page", "sort", "q", "title", "state", "extra_param", "label"];
  for (let i = random.int(4); i > 0; i--) {
    const name = random.pick(names);
    if (!(name in options)) options[name] = queryValue(random, name);
  }
  if (random.chance(0.15)) options.unused = undefined;
  if (random.chance(0.15) && !/^(get|head)$/i.test(method)) {
    options.data = random.pick(["raw text", '{"json":true}', { nested: { a: [1, 2] } }, ""]);
  }
  if (random.chance(0.1)) options.request = { timeout: 1000 };
  const h = headers(random);
  if (h) options.headers = h;
  const m = mediaType(random);
  if (m) options.mediaType = m;
  if (random.chance(0.15)) options.baseUrl = random.pick(BASE_URLS);
}

function defaultsLayer(random: Random): Record<string, unknown> {
  const layer: Record<string, unknown> = {};
  if (random.chance(0.3)) layer.baseUrl = random.pick(BASE_URLS);
  const h = headers(random);
  if (h) layer.headers = h;
  const m = mediaType(random);
  if (m) layer.mediaType = m;
  if (random.chance(0.3)) layer.per_page = random.int(100);
  if (random.chance(0.2)) layer.method = random.pick(["POST", "GET"]);
  return layer;
}

/** One generated call; about one in twenty is a GraphQL query, whose POST body carries the rest. */
export function generateCase(random: Random, index: number): Case {
  const generated = random.chance(0.05) ? { url: "/graphql", variables: new Map<string, boolean>() } : template(random);
  const method = random.pick(METHODS);
  const defaults = Array.from({ length: random.pick([0, 0, 1, 2, 3]) }, () => defaultsLayer(random));
  const form = random.int(3);
  // Without a method in the route, the last defaults layer that sets one decides.
  const effective = form === 1 ? (defaults.findLast((layer) => layer.method)?.method as string | undefined) ?? "GET" : method;
  const { variables } = generated;
  const url = /^(get|head)$/i.test(effective) ? generated.url.replace("{#", "{+") : generated.url;
  const options: Record<string, unknown> = {};
  for (const [name, reserved] of variables) options[name] = templateValue(random, reserved);
  extras(random, options, effective);
  if (form === 0) return { title: `#${index} ${method} ${url}`, defaults, route: `${method} ${url}`, options };
  if (form === 1) return { title: `#${index} ${url}`, defaults, route: url, options };
  return { title: `#${index} options ${method} ${url}`, defaults, options: { ...options, method, url } };
}
