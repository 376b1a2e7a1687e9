/**
 * The JSON Schema (draft-07) of a RunInstall value, as a typed constant.
 *
 * A value is a RunInstall object, an array of RunInstall objects, `null`, or a boolean. RunInstall
 * has three optional fields, `recursive` (boolean), `cwd` (string) and `args` (array of strings),
 * the strings without NUL (which `spawn` refuses in a directory or an argument); unknown keys are allowed (`validateRunInstall` with `{ strict: true }` refuses them). The same
 * JSON ships as `@scope/runinstall-schema/schema.json`; a test keeps the two identical.
 *
 * @example
 * ```ts
 * import { runInstallSchema } from "@scope/runinstall-schema";
 * Object.keys(runInstallSchema.definitions.RunInstall.properties);
 * // => ["recursive", "cwd", "args"]
 * ```
 * @see https://json-schema.org/draft-07/json-schema-validation
 */
export const runInstallSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "RunInstall",
  description:
    "Which package installs to run: a RunInstall object, an array of them, null or a boolean.",
  anyOf: [
    { $ref: "#/definitions/RunInstall" },
    { type: "array", items: { $ref: "#/definitions/RunInstall" } },
    { type: ["null", "boolean"] },
  ],
  definitions: {
    RunInstall: {
      type: "object",
      properties: {
        recursive: { type: "boolean" },
        cwd: { type: "string", pattern: "^[^\\u0000]*$" },
        args: { type: "array", items: { type: "string", pattern: "^[^\\u0000]*$" } },
      },
    },
  },
} as const;
