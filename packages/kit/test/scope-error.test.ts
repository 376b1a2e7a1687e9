import { describe, expect, it } from "vitest";
import * as kit from "../src/index";
import type * as ScopeErrorModule from "../src/scope-error";
// A second copy of the module, as the ESM and CJS builds of a package each carry one.
const copy = (await import("../src/scope-error?second-copy" as string)) as typeof ScopeErrorModule;

/** The same error classes, defined by one copy of kit: as a package's build defines them. */
function defineErrors({ ScopeError }: Pick<typeof kit, "ScopeError">) {
  class RouteError extends ScopeError<"ROUTE"> {
    static override get brand(): string {
      return "test:RouteError";
    }
  }
  class BadRouteError extends RouteError {
    static override get brand(): string {
      return "test:BadRouteError";
    }
  }
  class TemplateError extends ScopeError<"TEMPLATE"> {
    static override get brand(): string {
      return "test:TemplateError";
    }
  }
  /** No brand of its own: keeps the ordinary prototype check. */
  class PlainError extends TemplateError {}
  /** A brand declared as a static field, as the packages' classes do (34.2). */
  class FieldError extends RouteError {
    static override readonly brand: string = "test:FieldError";
  }
  return { ScopeError, RouteError, BadRouteError, TemplateError, PlainError, FieldError };
}

const one = defineErrors(kit);
const two = defineErrors(copy);

describe("ScopeError and its brand", () => {
  it("loads two distinct copies, as two builds do", () => {
    expect(copy.ScopeError).not.toBe(kit.ScopeError);
    // The ordinary prototype check fails across copies: that is what the brand repairs.
    const ordinary = (value: unknown, of: typeof one.RouteError) => Function.prototype[Symbol.hasInstance].call(of, value);
    expect(ordinary(new two.RouteError("ROUTE", "m"), one.RouteError)).toBe(false);
    expect(ordinary(new one.RouteError("ROUTE", "m"), one.RouteError)).toBe(true);
  });

  it("declaring a class marks nothing: the first instance marks its prototypes", () => {
    class LateError extends copy.ScopeError<"LATE"> {
      static override get brand(): string {
        return "test:LateError";
      }
    }
    const flag = Symbol.for("@scope/error:test:LateError");
    expect(Object.hasOwn(LateError.prototype, flag)).toBe(false);
    expect(Object.hasOwn(LateError.prototype, "name")).toBe(false);
    const error = new LateError("LATE", "m");
    expect(Object.hasOwn(LateError.prototype, flag)).toBe(true);
    expect(error.name).toBe("test:LateError");
    expect(error instanceof one.ScopeError).toBe(true);
  });

  it.each<[title: string, make: () => Error, classes: (keyof typeof one)[], not: (keyof typeof one)[]]>([
    ["a base error", () => new two.ScopeError("X", "m"), ["ScopeError"], ["RouteError", "TemplateError"]],
    ["an error", () => new two.RouteError("ROUTE", "m"), ["ScopeError", "RouteError"], ["BadRouteError", "TemplateError"]],
    ["a subclass", () => new two.BadRouteError("ROUTE", "m"), ["ScopeError", "RouteError", "BadRouteError"], ["TemplateError"]],
    ["an unbranded subclass", () => new two.PlainError("TEMPLATE", "m"), ["ScopeError", "TemplateError"], ["RouteError"]],
    ["34.2: a subclass branded by a static field", () => new two.FieldError("ROUTE", "m"), ["ScopeError", "RouteError", "FieldError"], ["BadRouteError", "TemplateError"]],
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

describe("CodeList", () => {
  it("is checked by the compiler against the union: every member, nothing else", () => {
    const both = ["A", "B"] as const;
    const listed: kit.CodeList<"A" | "B", typeof both> = both;
    expect(listed).toEqual(["A", "B"]);
    const some = ["A"] as const;
    // @ts-expect-error a member of the union is missing
    const missing: kit.CodeList<"A" | "B", typeof some> = some;
    // @ts-expect-error a code outside the union
    const extra: kit.CodeList<"A", readonly ["A", "C"]> = ["A", "C"];
    expect([missing, extra]).toHaveLength(2);
  });
});
