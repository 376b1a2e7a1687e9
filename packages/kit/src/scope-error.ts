/** Where each branded class keeps its brand symbol; read only by this copy's `Symbol.hasInstance`. */
const BRAND = Symbol("brand");

/** The longest message kept: a backstop, as every message quotes input through `quote` already. */
const MESSAGE_MAX = 2000;

/** A class of errors that `brand` can mark. */
type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Marks `error` (a class) as `name`: sets `name` on its prototype, as native errors do, and a
 * `Symbol.for("@scope/error:<name>")` flag there, which `instanceof` reads. The symbol registry is
 * shared by every copy of the class (ESM and CJS builds, bundles) and every realm (`vm`, iframes),
 * so each copy recognises the instances of all; a subclass inherits its parents' flags.
 *
 * Call it once per class, in a static block.
 * @example
 * class InvalidRouteError extends EndpointError {
 *   static {
 *     brand(this, "InvalidRouteError");
 *   }
 * }
 */
export function brand(error: ErrorClass, name: string): void {
  const flag = Symbol.for(`@scope/error:${name}`);
  Object.defineProperty(error, BRAND, { value: flag });
  Object.defineProperty(error.prototype, flag, { value: true });
  Object.defineProperty(error.prototype, "name", { value: name, writable: true, configurable: true });
}

/**
 * The base of every error our packages throw: a stable `code` beside the message for people.
 *
 * `instanceof` holds across copies of a class (the ESM and CJS builds of a package, a bundle,
 * another realm): it reads the flag `brand` sets rather than the prototype chain. A class that
 * was not branded keeps the ordinary prototype check.
 * @example
 * try {
 *   endpoint("GET /orgs/{org");
 * } catch (error) {
 *   if (error instanceof ScopeError) error.code; // => "UNCLOSED_EXPRESSION"
 * }
 */
export class ScopeError<Code extends string = string> extends Error {
  static {
    brand(this, "ScopeError");
  }

  /** What went wrong, as a stable string: switch on it. */
  readonly code: Code;

  /**
   * @param code - the stable code.
   * @param message - the whole message, with any input already quoted through `quote`; cut after
   * 2,000 characters, so that no message grows with the input.
   */
  constructor(code: Code, message: string) {
    super(message.length > MESSAGE_MAX ? `${message.slice(0, MESSAGE_MAX)}… (cut from ${message.length} characters)` : message);
    this.code = code;
  }

  /** True for an instance of this class made by any copy of it, or of one of its subclasses. */
  static override [Symbol.hasInstance]<Class extends abstract new (...args: never) => unknown>(
    this: Class,
    value: unknown,
  ): value is InstanceType<Class> {
    const flag: unknown = Object.hasOwn(this, BRAND) ? (this as { [BRAND]?: unknown })[BRAND] : undefined;
    if (typeof flag !== "symbol") return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[flag] === true;
  }
}

/**
 * The codes of one error class as a frozen list, written as an object whose keys the compiler
 * checks against the union `Code`: every member, and nothing else.
 * @example
 * const CODES = codeList<"A" | "B">({ A: true, B: true }); // => ["A", "B"]
 */
export function codeList<Code extends string>(codes: Record<Code, true>): readonly Code[] {
  return Object.freeze(Object.keys(codes) as Code[]);
}
