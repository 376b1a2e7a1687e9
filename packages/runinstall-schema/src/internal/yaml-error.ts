// The errors of reading YAML: YAML_SYNTAX (not YAML) and YAML_LIMIT (YAML beyond a bound of
// limits.ts), each with the line and column and the offending line, cut to a short window.
import type { LineCounter } from "yaml";
import { RunInstallError } from "../run-install-error";
import type { RunInstallIssue } from "../types";
import { tooLongMessage, type YamlProblem, yamlMessage, yamlProblem } from "./messages";

export type { YamlProblem };

/** The most characters of the offending line, and of `yaml`'s reason, that a message shows. */
const MAX_SHOWN = 80;

/** The text being read, with the line starts its parser recorded. */
export interface YamlSource {
  text: string;
  lineCounter: LineCounter;
}

/** `text` cut to `MAX_SHOWN` characters with an ellipsis. */
function cut(text: string): string {
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

/** The line `line` (from 1) without its line break, as offsets `[start, end)` into the text. */
function lineBounds({ text, lineCounter }: YamlSource, line: number): [number, number] {
  const start = lineCounter.lineStarts[line - 1] ?? 0;
  let end = lineCounter.lineStarts[line] ?? text.length;
  if (text[end - 1] === "\n") end -= 1;
  if (text[end - 1] === "\r") end -= 1;
  return [start, end];
}

/**
 * The offending line and a caret under `column` (from 1): a window of at most `MAX_SHOWN`
 * characters around the column, `…` marking where it was cut, so a 1 MB line shows 80 characters.
 */
function excerpt(source: YamlSource, line: number, column: number): string {
  const [start, end] = lineBounds(source, line);
  const from = end - start <= MAX_SHOWN ? start : Math.max(start, Math.min(start + column - 40, end - MAX_SHOWN + 1));
  const to = Math.min(end, from + MAX_SHOWN - 1);
  const head = from > start ? "…" : "";
  const shown = `${head}${source.text.slice(from, to)}${to < end ? "…" : ""}`;
  return `\n${shown}\n${" ".repeat(head.length + start + column - 1 - from)}^\n`;
}

/** The error for `problem` at `offset` in the source: message, line, column and excerpt. */
export function yamlError(source: YamlSource, problem: YamlProblem, offset: number): RunInstallError {
  const { line, col } = source.lineCounter.linePos(offset);
  const [code, keyword, full] = yamlProblem(problem);
  const reason = cut(full);
  const where = `line ${line}, column ${col}`;
  const found: RunInstallIssue = { path: "", keyword, line, column: col, message: `${where}: ${reason}` };
  return new RunInstallError(code, [found], yamlMessage(code, where, reason, excerpt(source, line, col)));
}

/** The YAML_LIMIT error of a text longer than `MAX_YAML_LENGTH`, refused before it is read. */
export function tooLongError(length: number): RunInstallError {
  const [rule, message] = tooLongMessage(length);
  const found: RunInstallIssue = { path: "", keyword: "maxLength", message: `(root): ${rule}` };
  return new RunInstallError("YAML_LIMIT", [found], message);
}
