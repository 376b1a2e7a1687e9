// Reads a YAML 1.2 text (core schema) into a plain value; syntax errors become RunInstallError
// with the line and column.
import { LineCounter, parseDocument, visit } from "yaml";
import type { Alias, Document } from "yaml";
import { RunInstallError } from "../run-install-error";
import type { RunInstallIssue } from "../types";

/** A YAML text that parses, shown in every YAML error message. */
const EXAMPLE = 'Expected YAML such as "true", "{ recursive: true, args: [--frozen-lockfile] }" or "- cwd: docs".';

/** `... at line 2, column 5:` at the end of the first line of a `yaml` error message. */
const POSITION_SUFFIX_RE = /\s+at line \d+, column \d+:?$/;

/** A YAML_SYNTAX error at a position, quoting the offending text when `yaml` gave it. */
function syntaxError(reason: string, line: number, column: number, excerpt = ""): RunInstallError {
  const found: RunInstallIssue = { path: "", keyword: "yaml", line, column, message: `line ${line}, column ${column}: ${reason}` };
  const message = `Invalid YAML in RunInstall input at line ${line}, column ${column}: ${reason}\n${excerpt}${EXAMPLE}`;
  return new RunInstallError("YAML_SYNTAX", [found], message);
}

/** The first alias whose anchor is missing, else the first alias: what `toJS` failed on. */
function culpritAlias(doc: Document): Alias | undefined {
  let first: Alias | undefined;
  let missing: Alias | undefined;
  visit(doc, {
    Alias(_, node) {
      first ??= node;
      if (node.resolve(doc) !== undefined) return undefined;
      missing = node;
      return visit.BREAK;
    },
  });
  return missing ?? first;
}

/**
 * Parses `text` as one YAML 1.2 document with the core schema (`~`, `null` and an empty text are
 * null; `true` and `True` are booleans; `yes` is a string). Aliases are limited by `yaml`'s
 * `maxAliasCount`, so an alias bomb fails instead of growing without bound.
 */
export function readYaml(text: string): unknown {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { version: "1.2", schema: "core", lineCounter });
  const [first] = doc.errors;
  if (first) {
    const [head = "", ...rest] = first.message.split("\n");
    const { line = 1, col = 1 } = first.linePos?.[0] ?? {};
    throw syntaxError(head.replace(POSITION_SUFFIX_RE, ""), line, col, rest.join("\n"));
  }
  try {
    return doc.toJS({ maxAliasCount: 100 });
  } catch (error) {
    const { line, col } = lineCounter.linePos(culpritAlias(doc)?.range?.[0] ?? 0);
    throw syntaxError((error as Error).message, line, col);
  }
}
