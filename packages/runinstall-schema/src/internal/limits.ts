// Every bound on the work one call may do, in one table: the README lists the same numbers, and
// test/limits.test.ts keeps the two in step.

/**
 * The longest YAML text `parseRunInstall` reads, in characters (`text.length`): 200 000. A
 * RunInstall value takes a few lines; `yaml` parses about a microsecond per character.
 */
export const MAX_YAML_LENGTH = 200_000;

/**
 * The deepest nesting of arrays and objects (YAML sequences and mappings) read: 64. A valid
 * RunInstall value needs 3; the bound keeps every walk far from the call-stack limit.
 */
export const MAX_DEPTH = 64;

/** The most YAML aliases (`*name`) in one document: 100. */
export const MAX_ALIASES = 100;

/**
 * The most values (scalars, arrays, objects) in one input, a value shared by several places
 * (a YAML alias, a JavaScript object referenced twice) counted at each: 1 000 000. The result can
 * never be bigger than this, so an alias bomb is refused instead of expanded.
 */
export const MAX_VALUES = 1_000_000;
