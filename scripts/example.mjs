#!/usr/bin/env node
// The main job of `npm start`, on the built packages:
//   1. the command-line tool on a GitHub route;
//   2. `fromOpenApi` (@scope/endpoint/openapi) on a description shipped in the repository,
//      examples/shop.openapi.json, with a placeholder key bound to its security scheme and a
//      region chosen for its server: the server, the credential, each parameter and body field
//      printed beside what the description says of it, then the whole request.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const root = new URL("../", import.meta.url);
const cli = new URL("packages/endpoint/dist/cli.js", root).pathname;
const DESCRIPTION = "examples/shop.openapi.json";
const ROUTE = "POST /stores/{store}/orders";
// A placeholder, never a real key: the whole request is printed.
const AUTH = { shopKey: "example-key" };
const SERVER = { region: "us" };
const SHOP_CALL = {
  store: "tea house",
  "Idempotency-Key": "order-7",
  fields: { customer: "name,email" },
  item: "sencha",
  quantity: 2,
  gift: { to: "Ada", note: "Enjoy" },
};

function github() {
  const args = ["GET /repos/{owner}/{repo}/issues", "owner=octokit", "repo=rest.js", "labels=bug,ui", "per_page:=2"];
  console.log(`$ scope-endpoint ${args.map((a) => (/[\s{}]/.test(a) ? JSON.stringify(a) : a)).join(" ")}`);
  return spawnSync(process.execPath, [cli, ...args], { stdio: "inherit" }).status ?? 1;
}

/** The name=value pairs of `text` (a query or a form body) that belong to `name`: `name`, `name[...]`. */
function pairsOf(text, name) {
  return text
    .split("&")
    .filter((pair) => {
      const key = decodeURIComponent(pair.split("=")[0]);
      return key === name || key.startsWith(`${name}[`);
    })
    .join("&");
}

/** The server row and one row per credential sent: what the description says, and what was built from it. */
function accessRows(description, operation, request, url, base) {
  const server = description.servers[0];
  const choices = Object.entries(server.variables ?? {}).map(([name, variable]) => `${name}: ${(variable.enum ?? [variable.default]).join(" | ")} (default ${variable.default})`);
  const rows = [["(server)", [server.url, ...choices].join(", "), url.origin + base]];
  for (const name of (operation.security ?? description.security ?? []).flatMap(Object.keys)) {
    const scheme = description.components.securitySchemes[name];
    const says = [scheme.type, scheme.in && `in: ${scheme.in}`, scheme.name && `name: ${scheme.name}`];
    const header = (scheme.name ?? "authorization").toLowerCase();
    rows.push([name, says.filter(Boolean).join(", "), `${header}: ${request.headers[header]}`]);
  }
  return rows;
}

/** One row per parameter and body property: what the description says, and what was built from it. */
function rows(description, route, request) {
  const [method, path] = route.split(" ");
  const operation = description.paths[path][method.toLowerCase()];
  const url = new URL(request.url);
  // The server's path, from the description's URL (a template: its host may hold {variables}).
  const base = description.servers[0].url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, "").replace(/\/$/, "");
  const rows = accessRows(description, operation, request, url, base);
  for (const parameter of operation.parameters ?? []) {
    const says = [`in: ${parameter.in}`, parameter.style && `style: ${parameter.style}`, parameter.explode && "explode"];
    const built =
      parameter.in === "path"
        ? decodeURI(url.pathname.slice(base.length))
        : parameter.in === "query"
          ? `?${decode(pairsOf(url.search.slice(1), parameter.name))}`
          : `${parameter.name.toLowerCase()}: ${request.headers[parameter.name.toLowerCase()]}`;
    rows.push([parameter.name, says.filter(Boolean).join(", "), built]);
  }
  for (const [type, media] of Object.entries(operation.requestBody?.content ?? {}).slice(0, 1)) {
    rows.push(["(body)", type, `content-type: ${request.headers["content-type"]}`]);
    for (const property of Object.keys(media.schema?.properties ?? {})) {
      const { style, explode } = media.encoding?.[property] ?? {};
      const says = ["in: body", style && `style: ${style}`, explode && "explode"];
      rows.push([property, says.filter(Boolean).join(", "), decode(pairsOf(String(request.body), property))]);
    }
  }
  return rows;
}

/** A value as it is written in JavaScript: `{ store: "tea house", "Idempotency-Key": "order-7" }`. */
function asCode(value) {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
  return `{ ${Object.entries(value).map(([name, inner]) => `${key(name)}: ${asCode(inner)}`).join(", ")} }`;
}

/** A query or form text with each name and value percent-decoded, for reading. */
function decode(text) {
  return text.replace(/[^&=]+/g, (part) => decodeURIComponent(part.replace(/\+/g, " ")));
}

async function shop() {
  const { fromOpenApi } = await import(new URL("packages/endpoint/dist/openapi.js", root).href);
  const description = JSON.parse(readFileSync(new URL(DESCRIPTION, root), "utf8"));
  const request = fromOpenApi(description).withAuth(AUTH).withServer(SERVER)(ROUTE, SHOP_CALL);
  const call = asCode(SHOP_CALL);
  console.log(`\nAny API from its OpenAPI description: ${DESCRIPTION} ("${description.info.title}")\n`);
  console.log('  import { fromOpenApi } from "@scope/endpoint/openapi";');
  console.log(`  const shop = fromOpenApi(description).withAuth(${asCode(AUTH)}).withServer(${asCode(SERVER)});`);
  console.log(`  shop(${JSON.stringify(ROUTE)}, ${call});\n`);
  const table = [["", "the description says", "the request has (percent-decoded)"], ...rows(description, ROUTE, request)];
  const widths = [0, 1].map((column) => Math.max(...table.map((row) => row[column].length)));
  for (const [name, says, built] of table) console.log(`  ${name.padEnd(widths[0])}  ${says.padEnd(widths[1])}  ${built}`);
  console.log(`\n${JSON.stringify(request, null, 2)}`);
}

const status = github();
if (status !== 0) process.exit(status);
await shop();
