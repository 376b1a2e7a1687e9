import { describe, expect, it } from "vitest";
import * as kit from "../src/index";
import type * as ScopeErrorModule from "../src/scope-error";
// A second copy of the module, as the ESM and CJS builds of a package each carry one.
const copy = (await import("../src/scope-error?second-copy" as string)) as typeof ScopeErrorModule;

/** The same error classes, defined by one copy of kit: as a package's build defines them. */
function defineErrors({ brand, ScopeError }: Pick<typeof kit, "brand" | "ScopeError">) {
  class RouteError extends ScopeError<"ROUTE"> {
    static {
      brand(this, "test:RouteError");
    }
  }
  class BadRouteError extends RouteError {
    static {
      brand(this, "test:BadRouteError");
    }
  }
  class TemplateError extends ScopeError<"TEMPLATE"> {
    static {
      brand(this, "test:TemplateError");
    }
  }
  /** Not branded: keeps the ordinary prototype check. */
  class PlainError extends TemplateError {}
  return { ScopeError, RouteError, BadRouteError, TemplateError, PlainError };
}

const one = defineErrors(kit);
const two = defineErrors(copy);

describe("ScopeError and brand", () => {
  it("loads two distinct copies, as two builds do", () => {
    expect(copy.ScopeError).not.toBe(kit.ScopeError);
    // The ordinary prototype check fails across copies: that is what the brand repairs.
    const ordinary = (value: unknown, of: typeof one.RouteError) => Function.prototype[Symbol.hasInstance].call(of, value);
    expect(ordinary(new two.RouteError("ROUTE", "m"), one.RouteError)).toBe(false);
    expect(ordinary(new one.RouteError("ROUTE", "m"), one.RouteError)).toBe(true);
  });

  it.each<[title: string, make: () => Error, classes: (keyof typeof one)[], not: (keyof typeof one)[]]>([
    ["a base error", () => new two.ScopeError("X", "m"), ["ScopeError"], ["RouteError", "TemplateError"]],
    ["an error", () => new two.RouteError("ROUTE", "m"), ["ScopeError", "RouteError"], ["BadRouteError", "TemplateError"]],
    ["a subclass", () => new two.BadRouteError("ROUTE", "m"), ["ScopeError", "RouteError", "BadRouteError"], ["TemplateError"]],
    ["an unbranded subclass", () => new two.PlainError("TEMPLATE", "m"), ["ScopeError", "TemplateError"], ["RouteError"]],
  ])("%s of one copy is an instance of the same classes of the other, and of no others", (_title, make, classes, not) => {
    const error = make();
    for (const name of classes) expect(error instanceof one[name], name).toBe(true);
    for (const name of not) expect(error instanceof one[name], name).toBe(false);
  });

  it("keeps the ordinary check for a class that was not branded", () => {
    expect(new one.PlainError("TEMPLATE", "m") instanceof one.PlainError).toBe(true);
    expect(new two.PlainError("TEMPLATE", "m") instanceof one.PlainError).toBe(false);
    expect(new one.TemplateError("TEMPLATE", "m") instanceof one.PlainError).toBe(false);
  });

  it.each([null, undefined, 1, "ROUTE", {}, { code: "ROUTE", name: "RouteError" }, new Error("m"), () => 1])(
    "refuses %o",
    (value) => {
      expect(value instanceof one.ScopeError).toBe(false);
      expect(value instanceof one.RouteError).toBe(false);
    },
  );

  it("sets name on the prototype, code and message on the instance", () => {
    const error = new one.BadRouteError("ROUTE", "Invalid route");
    expect({ name: error.name, code: error.code, message: error.message }).toEqual({
      name: "test:BadRouteError",
      code: "ROUTE",
      message: "Invalid route",
    });
    expect(Object.keys(error)).toEqual(["code"]);
    expect(String(error)).toBe("test:BadRouteError: Invalid route");
    expect(error.stack).toMatch(/^test:BadRouteError: Invalid route\n/);
    expect(error).toBeInstanceOf(Error);
  });

  it("cuts a message longer than 2,000 characters", () => {
    const { message } = new one.ScopeError("X", "m".repeat(1_000_000));
    expect(message.length).toBeLessThan(2100);
    expect(message).toMatch(/… \(cut from 1000000 characters\)$/);
  });
});

describe("codeList", () => {
  it("lists the keys, frozen", () => {
    const codes = kit.codeList<"A" | "B">({ A: true, B: true });
    expect(codes).toEqual(["A", "B"]);
    expect(Object.isFrozen(codes)).toBe(true);
  });

  it("is checked by the compiler against the union", () => {
    // @ts-expect-error a member of the union is missing
    kit.codeList<"A" | "B">({ A: true });
    // @ts-expect-error a key outside the union
    kit.codeList<"A">({ A: true, C: true });
  });
});
