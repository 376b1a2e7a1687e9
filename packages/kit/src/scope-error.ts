/** The longest message kept: a backstop, as every message quotes input through `quote` already. */
const MESSAGE_MAX = 2000;

/** The flag `instanceof` reads for the brand `name`: one symbol shared by every build and realm. */
function flagOf(name: string): symbol {
  return Symbol.for(`@scope/error:${name}`);
}

/** The brand `error` (a class) declares itself, or `undefined` for a class that declares none. */
function ownBrand(error: object): string | undefined {
  const brand: unknown = Object.hasOwn(error, "brand") && (error as { brand?: unknown }).brand;
  return typeof brand === "string" ? brand : undefined;
}

/**
 * Marks the prototypes of `target` and of its parents up to `ScopeError`, once each, the first time
 * one of their instances is made: a `name` as native errors have, and the brand flags `instanceof`
 * reads. Done here rather than when the class is declared, so that declaring a class runs nothing
 * and a bundler drops an error class nobody imports.
 */
function markBrands(target: object): void {
  for (let error = target; error !== Error && error !== null; error = Object.getPrototypeOf(error) as object) {
    const brand = ownBrand(error);
    const prototype = (error as { prototype?: unknown }).prototype as object;
    if (brand === undefined || Object(prototype) !== prototype) continue; // no prototype object to mark
    const flag = flagOf(brand);
    if (Object.hasOwn(prototype, flag)) return; // this class and its parents are marked already
    Object.defineProperties(prototype, { [flag]: { value: true }, name: { value: brand, writable: true, configurable: true } });
  }
}

/**
 * The base of every error our packages throw: a stable `code` beside the message for people.
 *
 * A class declares its brand with a static `brand` field (its name, as a string that minifiers do
 * not rename; a string literal, so declaring the class still runs nothing a bundler must keep; a
 * static getter works too). `instanceof` then holds across copies of the class (the ESM and CJS builds of a
 * package, a bundle, another realm): it reads a `Symbol.for("@scope/error:<brand>")` flag that the
 * first instance of each class sets on its prototype, rather than the prototype chain. The symbol
 * registry is shared by every copy and every realm, and a subclass inherits its parents' flags. A
 * class that declares no brand of its own keeps the ordinary prototype check and its parent's name.
 * @example
 * class InvalidRouteError extends EndpointError {
 *   static override readonly brand: string = "InvalidRouteError";
 * }
 * try {
 *   endpoint("GET /orgs/{org");
 * } catch (error) {
 *   if (error instanceof ScopeError) error.code; // => "UNCLOSED_EXPRESSION"
 * }
 */
export class ScopeError<Code extends string = string> extends Error {
  /** The name of the class, which `instanceof` recognises in every build and realm. */
  static readonly brand: string = "ScopeError";

  /** What went wrong, as a stable string: switch on it. Declared only: the constructor always sets it, so no field is emitted. */
  declare readonly code: Code;

  /**
   * @param code - the stable code.
   * @param message - the whole message, made by `formatMessage` from the package's message table;
   * cut after 2,000 characters, so that no message grows with the input.
   */
  constructor(code: Code, message: string) {
    super(message.length > MESSAGE_MAX ? `${message.slice(0, MESSAGE_MAX)}… (cut from ${message.length} characters)` : message);
    markBrands(new.target);
    this.code = code;
  }

  /** True for an instance of this class made by any copy of it, or of one of its subclasses. */
  static override [Symbol.hasInstance]<Class extends abstract new (...args: never) => unknown>(
    this: Class,
    value: unknown,
  ): value is InstanceType<Class> {
    const brand = ownBrand(this);
    if (brand === undefined) return Function.prototype[Symbol.hasInstance].call(this, value);
    // Only an object whose prototype chain a first instance marked holds the flag (primitives read their wrapper's).
    return value != null && (value as Record<symbol, unknown>)[flagOf(brand)] === true;
  }
}

/**
 * The type of the list of the codes of one error class: `List` itself when it names every member of
 * `Code` and nothing else; otherwise a type no list matches, whose `missing` names the codes left
 * out. Write the list as a plain `as const` array, so that a module that declares it runs nothing.
 * @example
 * const LIST = ["A", "B"] as const;
 * export const CODES: CodeList<"A" | "B", typeof LIST> = LIST; // compiles
 * export const SOME: CodeList<"A" | "B", readonly ["A"]> = ["A"]; // error: missing "B"
 */
export type CodeList<Code extends string, List extends readonly Code[]> = [Exclude<Code, List[number]>] extends [never]
  ? List
  : { readonly missing: Exclude<Code, List[number]> };
