/**
 * JSON Schema (draft-07) of RunInstall, with its types, a validator whose errors name the path, and a normaliser.
 *
 * @packageDocumentation
 * @document ../README.md
 * @module @scope/runinstall-schema
 */
export { runInstallSchema } from "./schema";
export { validateRunInstall } from "./validate-run-install";
export { normalizeRunInstall } from "./normalize-run-install";
export { parseRunInstall } from "./parse-run-install";
export { toInstallCommands } from "./to-install-commands";
export { RUN_INSTALL_ERROR_CODES, RunInstallError } from "./run-install-error";
export type {
  InstallCommand,
  ParseRunInstallOptions,
  RunInstall,
  RunInstallErrorCode,
  RunInstallInput,
  RunInstallIssue,
  RunInstallIssueKeyword,
  RunInstallPath,
  RunInstallValidation,
  ValidateRunInstallOptions,
} from "./types";
