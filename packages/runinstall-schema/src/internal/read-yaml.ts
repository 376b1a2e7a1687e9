// Reads a YAML 1.2 text (core schema) into a plain value, with the work bounded by limits.ts:
// the length is checked first, the nesting on the parser's tokens, and only then is the document
// built, stopping at its first error. Only that error is reported, with a line excerpt.
import { CST as Tokens, Composer, Lexer, LineCounter, Parser } from "yaml";
import type { CST, Document, YAMLError } from "yaml";
import { decodeSegment } from "./describe-value";
import { MAX_DEPTH, MAX_YAML_LENGTH } from "./limits";
import { tooLongError, yamlError } from "./yaml-error";
import type { YamlSource } from "./yaml-error";
import { tooDeepAt, unclosedFlowAt } from "./yaml-depth";
import { locate } from "./yaml-locate";
import { yamlToValue } from "./yaml-to-value";

/** A YAML text read: its value, and where what a JSON Pointer names is in the text. */
export interface YamlRead {
  value: unknown;
  /** The line and column (from 1) of what `pointer` names, or of the nearest part of it that exists. */
  position(pointer: string): { line: number; column: number; found: boolean };
}

/** The composer's own error callback (private in its types): the one place where it makes errors. */
type OnError = (source: unknown, code: string, message: string, warning?: boolean) => void;

/** Thrown through the composer at its first error, which its stream info then holds. */
const STOP = Symbol("first YAML error");

// An error about a flow collection without its end, e.g. "Flow map must end with a }".
const UNCLOSED_RE = /must (?:be sufficiently indented and )?end with a ([\]}])$/;

/**
 * A composer that stops at its first error (warnings pass): `yaml` would build an Error, stack
 * trace and all, for each of thousands of unclosed quotes, where only the first is reported.
 * `uniqueKeys: false`: `yaml` checks keys in quadratic time; yamlToValue checks them in linear time.
 */
function firstErrorComposer(): Composer {
  const composer = new Composer({ version: "1.2", schema: "core", uniqueKeys: false });
  const internals = composer as unknown as { onError?: OnError };
  const report = internals.onError;
  // Should a later `yaml` rename the field, every error is still collected: slower, as correct.
  if (typeof report !== "function") return composer;
  internals.onError = (source, code, message, warning) => {
    report(source, code, message, warning);
    if (warning !== true) throw STOP;
  };
  return composer;
}

/** The tokens of the first document, up to the parser's first error token; and a second document. */
function firstDocument(tokens: readonly CST.Token[]): [head: readonly CST.Token[], second: CST.Document | undefined] {
  let documents = 0;
  for (const [index, token] of tokens.entries()) {
    if (token.type === "error") return [tokens.slice(0, index + 1), undefined];
    if (token.type === "document" && ++documents === 2) return [tokens.slice(0, index), token];
  }
  return [tokens, undefined];
}

/** The YAML_SYNTAX error of `error`; an unclosed `[` or `{` is shown where it opens. */
function syntaxError(source: YamlSource, tokens: readonly CST.Token[], error: YAMLError): Error {
  const closer = UNCLOSED_RE.exec(error.message)?.[1];
  const opened = closer === undefined ? undefined : unclosedFlowAt(tokens, closer === "]" ? "[" : "{", error.pos[0]);
  return yamlError(source, { key: "PARSER", detail: error.message }, opened ?? error.pos[0]);
}

/** Builds the one document of the text, or throws its first error. */
function onlyDocument(source: YamlSource, tokens: readonly CST.Token[]): Document.Parsed {
  const [head, second] = firstDocument(tokens);
  const composer = firstErrorComposer();
  let doc: Document.Parsed | undefined;
  try {
    // compose(tokens, true) always yields a document, an empty one for an empty text.
    [doc] = composer.compose(head, true, source.text.length);
  } catch (error) {
    if (error !== STOP) throw error;
  }
  const [first] = doc === undefined ? composer.streamInfo().errors : doc.errors;
  if (first !== undefined) throw syntaxError(source, tokens, first);
  if (second !== undefined) {
    throw yamlError(source, { key: "MULTIPLE_DOCUMENTS" }, second.offset);
  }
  return doc as Document.Parsed;
}

/**
 * The parser's tokens of `text`, fed lexeme by lexeme as `Parser.parse` does, stopping after the
 * first `[` or `{` nested more than `MAX_DEPTH` flow collections deep: `yaml` builds its token tree
 * of thousands of nested `[` in time that grows faster than the text (the collector's share), and
 * such a text is refused as too deep whatever follows. A scalar's source is never counted. `stopped`
 * tells that reading stopped there.
 */
function parseTokens(source: YamlSource, limit: number): { tokens: CST.Token[]; stopped: boolean } {
  const parser = new Parser(source.lineCounter.addNewLine);
  const tokens: CST.Token[] = [];
  source.lineCounter.addNewLine(0);
  let flow = 0;
  let scalar = false;
  for (const lexeme of new Lexer().lex(source.text)) {
    const deeper = !scalar && (lexeme === "[" || lexeme === "{") && ++flow > limit;
    if (!scalar && (lexeme === "]" || lexeme === "}")) flow = Math.max(0, flow - 1);
    scalar = lexeme === Tokens.SCALAR;
    for (const token of parser.next(lexeme)) tokens.push(token);
    if (deeper) return { tokens: [...tokens, ...parser.end()], stopped: true };
  }
  for (const token of parser.end()) tokens.push(token);
  return { tokens, stopped: false };
}

/**
 * Parses `text` as one YAML 1.2 document with the core schema (`~`, `null` and an empty text are
 * null; `true` and `True` are booleans; `yes` is a string).
 *
 * @throws RunInstallError `YAML_SYNTAX` for the first syntax error, `YAML_LIMIT` for a text longer
 * than `MAX_YAML_LENGTH`, nested deeper than `MAX_DEPTH` or with more than `MAX_ALIASES` aliases.
 */
export function readYaml(text: string): YamlRead {
  if (text.length > MAX_YAML_LENGTH) throw tooLongError(text.length);
  let source: YamlSource = { text, lineCounter: new LineCounter() };
  const first = parseTokens(source, MAX_DEPTH);
  let tokens = first.tokens;
  const deep = tooDeepAt(tokens);
  if (deep !== undefined) {
    throw yamlError(source, { key: "TOO_DEEP" }, deep);
  }
  // Never met: 65 open flow collections are nested 65 deep. Should the parser read them otherwise,
  // the whole text is read again, unbounded.
  if (first.stopped) {
    source = { text, lineCounter: new LineCounter() };
    ({ tokens } = parseTokens(source, Number.POSITIVE_INFINITY));
  }
  const doc = onlyDocument(source, tokens);
  const value = yamlToValue(doc.contents, (problem, offset) => {
    throw yamlError(source, problem, offset);
  });
  const position = (pointer: string): { line: number; column: number; found: boolean } => {
    const { offset, found } = locate(doc.contents, pointer === "" ? [] : pointer.slice(1).split("/").map(decodeSegment));
    const { line, col } = source.lineCounter.linePos(offset);
    return { line, column: col, found };
  };
  return { value, position };
}
