// Issue 26, points 1 and 5: compileRoutes is linear in the description's size, however its schemas
// name each other (26.1) and however large one operation is (26.5); issue 32.5: however many
// operations share one large body schema. t(8n) / t(n) at the shared sizes
// (GROWTH_SIZES, about 8 when linear, 64 when quadratic); this file runs in the `timing` project.
import { expectLinearGrowth, GROWTH_SIZES } from "@scope/test-utils";
import { describe, it } from "vitest";
import { compileRoutes } from "../src/index";
import { doc as document } from "./support/documents";

const doc = (paths: Record<string, unknown>, schemas: Record<string, unknown> = {}): Record<string, unknown> => document(paths, { components: { schemas } });
const ref = (name: string): Record<string, string> => ({ $ref: `#/components/schemas/${name}` });
const times = <T>(count: number, make: (index: number) => T): T[] => Array.from({ length: Math.max(1, Math.floor(count)) }, (_, index) => make(index));

/** `count` schemas, each naming the next 8 times in `field`, and an operation reading each. */
function fanOut(size: number, field: "anyOf" | "allOf", operation: (schema: Record<string, string>) => unknown): Record<string, unknown> {
  const count = size / 256;
  const schemas: Record<string, unknown> = Object.fromEntries(times(count, (index) => [`S${index}`, { [field]: times(8, () => ref(`S${index + 1}`)) }]));
  schemas[`S${Math.floor(count)}`] = { type: "object", properties: { tags: { type: "array" } } };
  return doc(Object.fromEntries(times(count, (index) => [`/s${index}`, operation(ref(`S${index}`))])), schemas);
}

type Row = [title: string, make: (size: number) => unknown];

const ROWS: Row[] = [
  ["26.1 schemas naming the next eight times in anyOf, read by query parameters", (n) =>
    fanOut(n, "anyOf", (schema) => ({ get: { parameters: [{ name: "f", in: "query", schema }] } }))],
  ["26.1 schemas naming the next eight times in allOf, as form bodies", (n) =>
    fanOut(n, "allOf", (schema) => ({ post: { requestBody: { content: { "application/x-www-form-urlencoded": { schema } } } } }))],
  ["26.1 a shared schema of an anyOf of n, used by n operations", (n) =>
    doc(
      Object.fromEntries(times(n / 96, (index) => [`/p${index}`, { get: { parameters: [{ name: "f", in: "query", schema: ref("Shared") }] } }])),
      { Shared: { anyOf: times(n / 96, (index) => ({ type: index % 2 === 0 ? "string" : "array" })) } },
    )],
  ["26.5 one operation of many header parameters", (n) =>
    doc({ "/a": { get: { parameters: times(n / 48, (index) => ({ name: `x-h${index}`, in: "header", required: true, schema: { type: "string" } })) } } })],
  ["26.5 a path of many {p} variables", (n) => {
    const names = times(n / 48, (index) => `p${index}`);
    return doc({ [`/${names.map((name) => `{${name}}`).join("/")}`]: { get: { parameters: names.map((name) => ({ name, in: "path", required: true })) } } });
  }],
  ["26.5 a form body of many properties, each encoded", (n) => {
    const names = times(n / 80, (index) => `f${index}`);
    const schema = { type: "object", properties: Object.fromEntries(names.map((name) => [name, { type: "array" }])) };
    const encoding = Object.fromEntries(names.map((name, index) => [name, { style: index % 2 === 0 ? "pipeDelimited" : "form" }]));
    return doc({ "/a": { post: { requestBody: { content: { "application/x-www-form-urlencoded": { schema, encoding } } } } } });
  }],
  ...["application/x-www-form-urlencoded", "multipart/form-data"].map((media): Row => [`32.5 n operations sharing one ${media} body schema of n properties`, (n) => {
    const properties = Object.fromEntries(times(n / 160, (index) => [`f${index}`, { type: index % 2 === 0 ? "array" : "string" }]));
    const requestBody = { content: { [media]: { schema: ref("Shared") } } };
    return doc(Object.fromEntries(times(n / 160, (index) => [`/p${index}`, { post: { requestBody } }])), { Shared: { type: "object", properties } });
  }]),
];

describe.each(GROWTH_SIZES)("descriptions of about %i and 8 times as many characters", (size) => {
  it.each(ROWS)("%s: compileRoutes grows linearly", (_title, make) => {
    expectLinearGrowth(make, (document) => compileRoutes(document), size);
  });

  it.each(ROWS)("%s: compileRoutes strict grows linearly", (_title, make) => {
    expectLinearGrowth(make, (document) => compileRoutes(document, { strict: true }), size);
  });
});
