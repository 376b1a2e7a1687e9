// No public function of any package lets a raw TypeError or RangeError escape for arguments of the
// wrong type: each refuses them with its package's named error (every one a ScopeError).
import * as endpointModule from "@scope/endpoint";
import { ScopeError } from "@scope/endpoint";
import * as assembler from "@scope/endpoint-assembler";
import * as headers from "@scope/headers";
import * as runinstall from "@scope/runinstall-schema";
import * as expander from "@scope/url-expander";
import { describe, expect, it } from "vitest";

const WRONG: unknown[] = [undefined, null, 42, "x", "GET /x", [], {}, Symbol("s"), () => 1, new Map(), 1n, Object.create(null), { vendor: 1 }];
const THIRD: unknown[] = [undefined, 42, {}];

const MODULES = { "@scope/endpoint": endpointModule, "@scope/endpoint-assembler": assembler, "@scope/headers": headers, "@scope/runinstall-schema": runinstall, "@scope/url-expander": expander };
const FUNCTIONS = Object.entries(MODULES).flatMap(([pkg, module]) =>
  Object.entries(module)
    .filter(([name, value]) => typeof value === "function" && !/Error$/.test(name))
    .map(([name, fn]) => [`${pkg} ${name}`, fn as (...args: unknown[]) => unknown] as const),
);

describe("arguments of the wrong type", () => {
  it("reach every exported function", () => {
    expect(FUNCTIONS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(FUNCTIONS)("%s throws only named errors", (_name, fn) => {
    const raw: string[] = [];
    for (const first of WRONG) for (const second of WRONG) for (const third of THIRD) {
      try {
        fn(first, second, third);
      } catch (error) {
        if (!(error instanceof ScopeError)) raw.push(`${String(error)} for (${[first, second, third].map((v) => typeof v).join(", ")})`);
      }
    }
    expect(raw.slice(0, 3)).toEqual([]);
  });
});
