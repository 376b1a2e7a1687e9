// The type of an option entry of a message table, its own module so that the tables in errors/
// and errors/access/ share it without importing each other.

/** The facts of an `InvalidOptionsError` besides the value, as its rule needs them. */
export interface OptionsFacts {
  /** A parameter or a header name. */
  readonly name?: string;
  /** `RELATIVE_SERVER`: the route whose server is relative, if known. */
  readonly route?: string | undefined;
  /** `TOO_DEEP`: how deep options may nest. */
  readonly limit?: number;
  /** `UNLISTED_CONTENT_TYPE`: the media types the operation lists. */
  readonly listed?: readonly string[];
  /** The value may hold a secret (a webhook's URL): the message gives its kind only. */
  readonly secret?: boolean;
  /** The name nearest to the one refused (did-you-mean), when one is near. */
  readonly near?: string | undefined;
  /** `DUPLICATE_KEY`: the two keys that give one parameter (`name`, its name on the wire), and its location letter (`p`, `q`, `b`, `h`, `c`). */
  readonly keys?: readonly string[];
  readonly where?: string;
  /** `UNBUILDABLE_OPERATION`: why the route table says the operation cannot be built. */
  readonly reason?: string;
}

/**
 * An entry of a table of options: the option an `InvalidOptionsError` names, and what it should
 * have been (with an example), from the facts a throw site gives. Each entry is its own export, so
 * that a bundle ships only the entries of the checks it keeps; a package with options of its own
 * (the facade's `toFetch`) keeps their entries in its own table. An entry may say what was given
 * (`got`) where describing the value would say less (a table's reason, quoted whole).
 */
export type OptionRule = (facts: OptionsFacts) => readonly [option: string, expected: string, got?: string];
