// Why a text given as JSON (a `name:=` value, the --defaults file, a description) does not parse,
// told without quoting it: such text often holds a token (`token:=$TOKEN`, a defaults file's
// authorization header), and JSON.parse's own message quotes an excerpt of it.
import { describeSecret } from "@scope/kit";

// JSON.parse's message with a position, e.g. "Expected ',' or ']' after array element in JSON at
// position 4" or "Unexpected non-whitespace character after JSON at position 1" (Node 22 adds
// " (line 1 column 5)"): the phrase before it names syntax only.
const AT_POSITION_RE = /^(.*?)(?: in JSON)? at position (\d+)/;
// A phrase made of words and quoted syntax characters only, e.g. "Expected ',' or '}' after property value".
const SYNTAX_PHRASE_RE = /^(?:[A-Za-z -]|'[,:{}[\]"]')*$/;
// JSON.parse's message that quotes the text, e.g. `Unexpected token 'g', "ghp_x" is not valid JSON`: the character it names.
const UNEXPECTED_TOKEN_RE = /^Unexpected token '(.+?)', /;

/**
 * Why `raw` is not JSON, from `error` (JSON.parse's), with nothing of `raw` shown: the parser's
 * phrase where it names syntax only, the length of `raw`, and the position and class of the
 * character where parsing stopped, when known.
 * @example
 * jsonFailure("ghp_x", new SyntaxError(`Unexpected token 'g', "ghp_x" is not valid JSON`));
 * // => "an unexpected character; 5 characters; at position 0: a letter"
 */
export function jsonFailure(raw: string, error: unknown): string {
  const message = error instanceof Error ? error.message : "";
  const [phrase, position] = readFailure(raw, message);
  return `${phrase}; ${describeSecret(raw, position)}`;
}

function readFailure(raw: string, message: string): [phrase: string, position: number | undefined] {
  const at = AT_POSITION_RE.exec(message);
  if (at !== null) {
    const phrase = at[1] ?? "";
    return [SYNTAX_PHRASE_RE.test(phrase) && !phrase.startsWith("Unexpected token") ? phrase : "an unexpected character", Number(at[2])];
  }
  if (message.startsWith("Unexpected end of JSON input")) return ["it ends too early", raw.length];
  const token = UNEXPECTED_TOKEN_RE.exec(message)?.[1];
  return ["an unexpected character", token === undefined ? undefined : outsideStrings(raw, token)];
}

/** The first index of `char` in `raw` outside a JSON string literal: where JSON.parse met it. */
function outsideStrings(raw: string, char: string): number | undefined {
  let inString = false;
  for (let index = 0; index < raw.length; index += 1) {
    const current = raw[index];
    if (inString) {
      if (current === "\\") index += 1;
      else if (current === '"') inString = false;
    } else if (raw.startsWith(char, index)) {
      return index;
    } else if (current === '"') {
      inString = true;
    }
  }
  return undefined;
}
