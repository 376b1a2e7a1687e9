// Turns a scanned template into one function over one flat list of its variables, each holding
// what it writes ready-made (the literal before its expression, its operator's strings, `name=`).
// A string value (the common case) is expanded inline: a property read, one regex test, one
// concatenation; any other value goes to expand-value.ts.
import { expandValue, type Values, type Variable, writeText } from "./expand-value.js";
import type { ScannedTemplate } from "./scan-template.js";
import { notAnObject } from "./value-error.js";

/** Expands a compiled template; refuses values that are not an object (`NOT_AN_OBJECT`). */
export type Expander = (values: Values) => string;

/**
 * Compiles a scanned template into its expand function: each expression writes the literal before
 * it, then, when any of its variables is defined, its operator's first string and each defined
 * variable, separated. `template` is the text compiled, for the error of values that are no object.
 * @example
 * compileTemplate(scanTemplate("/repos/{owner}", false), "/repos/{owner}")({ owner: "octo" }); // "/repos/octo"
 */
export function compileTemplate({ variables, tail }: ScannedTemplate, template: string): Expander {
  const count = variables.length;
  return (values) => {
    if (typeof values !== "object" || values === null) throw notAnObject(template, values);
    let out = "";
    let wrote = false;
    for (let i = 0; i < count; i++) {
      const variable = variables[i] as Variable;
      if (variable.before !== undefined) {
        out += variable.before;
        wrote = false;
      }
      const { name, operator } = variable;
      // Own properties only: `constructor` or `toString` is undefined unless set, and a polluted
      // Object.prototype cannot inject values.
      const value = Object.hasOwn(values, name) ? values[name] : undefined;
      let piece: string | undefined;
      if (variable.prefix !== 0) piece = expandValue(value, variable);
      else if (typeof value === "string") piece = writeText(value, variable);
      else if (Number.isSafeInteger(value)) {
        // An integer's digits and "-" are unreserved: nothing to encode (ids, page numbers).
        piece = variable.lead + String(value);
      } else piece = expandValue(value, variable);
      if (piece !== undefined) {
        out += (wrote ? operator.separator : operator.first) + piece;
        wrote = true;
      }
    }
    return out + tail;
  };
}
