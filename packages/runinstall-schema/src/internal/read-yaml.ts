// Reads a YAML 1.2 text (core schema) into a plain value, with the work bounded by limits.ts:
// the length is checked first, the nesting on the parser's tokens, and only then is the document
// built. Only the first error is reported, and only it gets a line excerpt.
import { Composer, LineCounter, Parser } from "yaml";
import type { CST, Document } from "yaml";
import { MAX_DEPTH, MAX_YAML_LENGTH } from "./limits";
import { tooLongError, yamlError } from "./yaml-error";
import type { YamlSource } from "./yaml-error";
import { tooDeepAt } from "./yaml-depth";
import { yamlToValue } from "./yaml-to-value";

/** The tokens up to the parser's first error token, which is as far as the first error can be. */
function untilFirstError(tokens: readonly CST.Token[]): readonly CST.Token[] {
  const end = tokens.findIndex((token) => token.type === "error");
  return end < 0 ? tokens : tokens.slice(0, end + 1);
}

/**
 * Builds the one document of the text, from the tokens before the parser's first error: a text of
 * 100 000 stray `]` is then one error, not 100 000 (each an Error with a stack trace).
 * `uniqueKeys: false`: `yaml` checks keys in quadratic time; yamlToValue checks them in linear time.
 */
function onlyDocument(source: YamlSource, tokens: readonly CST.Token[]): Document.Parsed {
  const composer = new Composer({ version: "1.2", schema: "core", uniqueKeys: false });
  let first: Document.Parsed | undefined;
  for (const doc of composer.compose(untilFirstError(tokens), true, source.text.length)) {
    if (first === undefined) first = doc;
    else throw yamlError(source, { code: "YAML_SYNTAX", keyword: "yaml", reason: "Source contains multiple documents" }, doc.range[0]);
  }
  // compose(tokens, true) always yields a document, an empty one for an empty text.
  return first as Document.Parsed;
}

/**
 * Parses `text` as one YAML 1.2 document with the core schema (`~`, `null` and an empty text are
 * null; `true` and `True` are booleans; `yes` is a string).
 *
 * @throws RunInstallError `YAML_SYNTAX` for the first syntax error, `YAML_LIMIT` for a text longer
 * than `MAX_YAML_LENGTH`, nested deeper than `MAX_DEPTH` or with more than `MAX_ALIASES` aliases.
 */
export function readYaml(text: string): unknown {
  if (text.length > MAX_YAML_LENGTH) throw tooLongError(text.length);
  const source: YamlSource = { text, lineCounter: new LineCounter() };
  const tokens = Array.from(new Parser(source.lineCounter.addNewLine).parse(text));
  const deep = tooDeepAt(tokens);
  if (deep !== undefined) {
    throw yamlError(source, { code: "YAML_LIMIT", keyword: "maxDepth", reason: `nested more than ${MAX_DEPTH} levels deep` }, deep);
  }
  const doc = onlyDocument(source, tokens);
  const [error] = doc.errors;
  if (error !== undefined) throw yamlError(source, { code: "YAML_SYNTAX", keyword: "yaml", reason: error.message }, error.pos[0]);
  return yamlToValue(doc.contents, (problem, offset) => {
    throw yamlError(source, problem, offset);
  });
}
