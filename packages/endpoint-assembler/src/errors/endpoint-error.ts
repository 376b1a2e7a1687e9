import { ScopeError } from "@scope/kit";
import type { EndpointErrorCode } from "./codes";

/**
 * Base class of the errors of this package; `code` is stable, the message is for people and
 * quotes at most a few dozen characters of any input. `instanceof` holds for an error from any
 * copy of this package (ESM or CJS build, a bundle, another realm).
 */
export class EndpointError extends ScopeError<EndpointErrorCode> {
  static override get brand(): string {
    return "EndpointError";
  }
}

/** An error class made by {@link errorClass}: built from `Args`, an {@link EndpointError} with the fields `Fields`. */
export interface ErrorClass<Brand extends string, Args extends unknown[], Fields extends object> {
  new (...args: Args): EndpointError & Readonly<Fields> & { readonly name: Brand };
  readonly prototype: EndpointError & Readonly<Fields> & { readonly name: Brand };
  /** The class's name, which `instanceof` recognises in every build and realm. */
  readonly brand: string;
}

/**
 * Makes the error class `brand`, a subclass of {@link EndpointError} named so: `build` gives its
 * code, its message (from the message table) and its fields, from the constructor's arguments. One
 * class body for every error of the package, so that each costs a line, not a class. Pure: a
 * bundler drops a class nobody imports (each call is marked pure).
 * @example
 * export const MissingUrlError = errorClass("MissingUrlError", (value: unknown) => ["MISSING_URL", missingUrlMessage(value)]);
 * export type MissingUrlError = InstanceType<typeof MissingUrlError>;
 */
export function errorClass<Brand extends string, Args extends unknown[], Fields extends object = object>(
  brand: Brand,
  build: (...args: Args) => readonly [code: EndpointErrorCode, message: string, fields?: Fields],
): ErrorClass<Brand, Args, Fields> {
  // A computed key names the class `brand` (its `name`, as the class declarations had).
  return {
    [brand]: class extends EndpointError {
      static override get brand(): string {
        return brand;
      }

      constructor(...args: Args) {
        const [code, message, fields] = build(...args);
        super(code, message);
        Object.assign(this, fields);
      }
    },
  }[brand] as unknown as ErrorClass<Brand, Args, Fields>;
}
