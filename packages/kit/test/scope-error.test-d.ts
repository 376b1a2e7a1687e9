import { describe, expectTypeOf, it } from "vitest";
import { ScopeError } from "../src/index";

class RouteError extends ScopeError<"ROUTE" | "METHOD"> {
  static override get brand(): string {
    return "test:RouteError";
  }

  declare readonly name: "test:RouteError";
}

describe("ScopeError types", () => {
  it("instanceof narrows to the class, its code to the class's union", () => {
    const error: unknown = new RouteError("ROUTE", "m");
    if (error instanceof RouteError) {
      expectTypeOf(error).toEqualTypeOf<RouteError>();
      expectTypeOf(error.code).toEqualTypeOf<"ROUTE" | "METHOD">();
      expectTypeOf(error.name).toEqualTypeOf<"test:RouteError">();
    }
    if (error instanceof ScopeError) expectTypeOf(error.code).toEqualTypeOf<string>();
  });

  it("takes only a code of the class's union", () => {
    // @ts-expect-error not a code of RouteError
    new RouteError("OTHER", "m");
  });
});
