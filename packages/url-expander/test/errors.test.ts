import { describe, expect, it } from "vitest";
import {
  expand,
  parseTemplate,
  URI_TEMPLATE_ERROR_CODES,
  URI_TEMPLATE_VALUE_ERROR_CODES,
  UriTemplateError,
  UriTemplateValueError,
} from "../src/index.js";
import type { UriTemplateErrorCode, UriTemplateValueErrorCode } from "../src/index.js";

type TemplateRow = [template: string, code: UriTemplateErrorCode, position: number];

const TEMPLATE_ERRORS: TemplateRow[] = [
  ["{", "UNCLOSED_EXPRESSION", 0],
  ["/orgs/{org", "UNCLOSED_EXPRESSION", 6],
  ["/x{a,b", "UNCLOSED_EXPRESSION", 2],
  ["{/id*", "UNCLOSED_EXPRESSION", 0],
  ["{a:12", "UNCLOSED_EXPRESSION", 0],
  ["/orgs/{org/repos", "UNCLOSED_EXPRESSION", 6],
  ["{a b", "UNCLOSED_EXPRESSION", 0],
  ["{{a}", "INVALID_CHARACTER", 1],
  ["}", "UNMATCHED_CLOSE_BRACE", 0],
  ["/orgs/org}/x", "UNMATCHED_CLOSE_BRACE", 9],
  ["{a}}", "UNMATCHED_CLOSE_BRACE", 3],
  ["/x{}", "EMPTY_EXPRESSION", 2],
  ["{=a}", "RESERVED_OPERATOR", 1],
  ["{,a}", "RESERVED_OPERATOR", 1],
  ["{!a}", "RESERVED_OPERATOR", 1],
  ["{@a}", "RESERVED_OPERATOR", 1],
  ["{|a}", "RESERVED_OPERATOR", 1],
  ["{a,}", "EMPTY_VARIABLE_NAME", 3],
  ["{a,,b}", "EMPTY_VARIABLE_NAME", 3],
  ["{+}", "EMPTY_VARIABLE_NAME", 2],
  ["{:3}", "EMPTY_VARIABLE_NAME", 1],
  ["{*a}", "EMPTY_VARIABLE_NAME", 1],
  ["{a b}", "INVALID_CHARACTER", 2],
  ["{ a}", "INVALID_CHARACTER", 1],
  ["{a-b}", "INVALID_CHARACTER", 2],
  ["{$a}", "INVALID_CHARACTER", 1],
  ["{~a}", "INVALID_CHARACTER", 1],
  ["{é}", "INVALID_CHARACTER", 1],
  ["{a{b}", "INVALID_CHARACTER", 2],
  ["{??a}", "INVALID_CHARACTER", 2],
  ["{a*b}", "INVALID_CHARACTER", 3],
  ["{a:3.}", "INVALID_CHARACTER", 4],
  ["{a\ud800}", "INVALID_CHARACTER", 2],
  ["{a.}", "MISPLACED_DOT", 2],
  ["{a..b}", "MISPLACED_DOT", 3],
  ["{..a}", "MISPLACED_DOT", 2],
  ["{%2x}", "INVALID_PERCENT_ENCODING", 1],
  ["{a%}", "INVALID_PERCENT_ENCODING", 2],
  ["{a:}", "INVALID_PREFIX", 3],
  ["{a:0}", "INVALID_PREFIX", 3],
  ["{a:01}", "INVALID_PREFIX", 3],
  ["{a:10000}", "INVALID_PREFIX", 3],
  ["{a:99999999999}", "INVALID_PREFIX", 3],
  ["{a:x}", "INVALID_PREFIX", 3],
  ["{a:2x}", "INVALID_PREFIX", 3],
  ["{a:2*}", "PREFIX_WITH_EXPLODE", 4],
  ["{a*:2}", "PREFIX_WITH_EXPLODE", 3],
  ["/\ud800{a}", "LONE_SURROGATE", 1],
  ["{a}x\udc00", "LONE_SURROGATE", 4],
];

describe("template errors: code and position", () => {
  it.each(TEMPLATE_ERRORS)("%j: %s at %i", (template, code, position) => {
    let caught: unknown;
    try {
      parseTemplate(template);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UriTemplateError);
    expect(caught).toBeInstanceOf(Error);
    expect(caught).toMatchObject({ name: "UriTemplateError", code, position, template });
    // The one-shot form refuses the same way.
    expect(() => expand(template, {})).toThrow(expect.objectContaining({ code, position }));
  });
});

describe("template error messages", () => {
  const messageOf = (template: string): string => {
    try {
      parseTemplate(template);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error("no error");
  };

  it("says what was wrong, what was expected, a valid example, and quotes the template with a caret", () => {
    expect(messageOf("/orgs/{org,a b}")).toBe(
      'Invalid URI template at position 12: character " " is not allowed here; expected a variable name of letters, digits, "_" or "%XX", ' +
        'with single "." between them, then ":n", "*", "," or "}", as in "{first_name,last.name}".\n' +
        '  "/orgs/{org,a b}"\n' +
        "               ^",
    );
  });

  it.each(TEMPLATE_ERRORS)("%j: names the problem, an example and the position", (template, _code, position) => {
    const message = messageOf(template);
    expect(message).toMatch(new RegExp(`^Invalid URI template at position ${position}: .+; expected .+as in ".+"`));
  });

  it("quotes a long template as about 40 characters around the position, caret aligned", () => {
    const template = `${"/segment".repeat(50)}/{a b}${"/tail".repeat(50)}`;
    const position = template.indexOf(" ");
    const [, quote, caret] = messageOf(template).split("\n") as [string, string, string];
    expect(quote).toMatch(new RegExp(`^ {2}…".{40}"… \\(${template.length} characters\\)$`));
    expect(quote[caret.length - 1]).toBe(" ");
    expect(quote.slice(caret.length - 3, caret.length + 2)).toBe("{a b}");
    expect(caret.trim()).toBe("^");
    expect(position).toBeGreaterThan(300);
  });

  it("shows control characters and lone surrogates JSON-escaped, on one line, caret under the position", () => {
    const [, quote, caret] = messageOf("a\n\t{!x}").split("\n") as [string, string, string];
    expect(quote).toBe('  "a\\n\\t{!x}"');
    expect(quote[caret.length - 1]).toBe("!");
    expect(messageOf("ab\ud800").split("\n")[1]).toBe('  "ab\\ud800"');
  });

  it.each([
    ["a 1 MB template with an error at its end", `${"/a".repeat(500_000)}{`],
    ["a 1 MB template with an error at its start", `}${"/a".repeat(500_000)}`],
    ["a 1 MB variable name", `{${"a".repeat(1_000_000)} }`],
  ])("keeps the message short for %s", (_title, template) => {
    expect(messageOf(template).length).toBeLessThan(600);
  });

  it.each<[template: string, hinted: boolean]>([
    ["/teams/{enterprise-team}", true],
    ["/teams/{a~b}", false],
  ])("%j: a hyphen in a name points to the hyphenatedNames option (%s)", (template, hinted) => {
    expect(messageOf(template).includes("{ hyphenatedNames: true }")).toBe(hinted);
  });

  it("quotes the character found, or the end of the template", () => {
    expect(messageOf("{a,}")).toContain('missing variable name before "}"');
    expect(messageOf("{+")).toContain('expression opened here with "{" is never closed');
    expect(messageOf("{a:}")).toContain('invalid prefix length at "}"');
    expect(messageOf("x\udc00")).toContain("surrogate U+DC00");
  });
});

class Point {
  constructor(
    readonly x: number,
    readonly y: number,
  ) {}
}

type ValueRow = [template: string, values: Record<string, unknown>, code: UriTemplateValueErrorCode, variable: string, says: string];

const VALUE_ERRORS: ValueRow[] = [
  ["{list:3}", { list: ["a"] }, "PREFIX_ON_COMPOSITE", "list", "applies to strings only"],
  ["{?map:3}", { map: { a: "b" } }, "PREFIX_ON_COMPOSITE", "map", "the value is a map"],
  ["{list:3}", { list: [] }, "PREFIX_ON_COMPOSITE", "list", "the value is a list"],
  ["{a}", { a: [["x"]] }, "NESTED_COMPOSITE", "a", "itself an array"],
  ["{a}", { a: [{ x: 1 }] }, "NESTED_COMPOSITE", "a", "itself an object"],
  ["{a*}", { a: { x: [1] } }, "NESTED_COMPOSITE", "a", "itself an array"],
  ["{a}", { a: () => "x" }, "UNSUPPORTED_TYPE", "a", "type function"],
  ["{a}", { a: Symbol("s") }, "UNSUPPORTED_TYPE", "a", "type symbol"],
  ["{a}", { a: new Date(0) }, "UNSUPPORTED_TYPE", "a", "date.toISOString()"],
  ["{a}", { a: new Map([["k", "v"]]) }, "UNSUPPORTED_TYPE", "a", "type Map"],
  ["{a}", { a: new Set(["v"]) }, "UNSUPPORTED_TYPE", "a", "type Set"],
  ["{a}", { a: new URL("https://example.com/") }, "UNSUPPORTED_TYPE", "a", "type URL"],
  ["{a}", { a: new Point(1, 2) }, "UNSUPPORTED_TYPE", "a", "type Point"],
  ["{a}", { a: new String("boxed") }, "UNSUPPORTED_TYPE", "a", "type String"],
  ["{a}", { a: new Uint8Array(2) }, "UNSUPPORTED_TYPE", "a", "type Uint8Array"],
  ["{a}", { a: [() => 1] }, "UNSUPPORTED_TYPE", "a", "type function"],
  ["{a}", { a: { k: Symbol("s") } }, "UNSUPPORTED_TYPE", "a", "type symbol"],
  ["{a}", { a: "x\ud800y" }, "LONE_SURROGATE", "a", "at index 1"],
  ["{+a}", { a: "\udc00" }, "LONE_SURROGATE", "a", "unpaired UTF-16 surrogate"],
  ["{a}", { a: ["ok", "\ud83d"] }, "LONE_SURROGATE", "a", "unpaired"],
  ["{a*}", { a: { "\ud83d": "v" } }, "LONE_SURROGATE", "a", "unpaired"],
  ["{/x,a:2}", { x: 1, a: "\ud800" }, "LONE_SURROGATE", "a", "unpaired"],
];

describe("value errors", () => {
  it.each(VALUE_ERRORS)("%s with %o: %s on %j", (template, values, code, variable, says) => {
    const compiled = parseTemplate(template);
    let caught: unknown;
    try {
      compiled.expand(values);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UriTemplateValueError);
    expect(caught).toMatchObject({ name: "UriTemplateValueError", code, variable, template });
    const { message } = caught as Error;
    expect(message).toContain(`Invalid value for variable "${variable}" of URI template ${JSON.stringify(template)}: `);
    expect(message).toContain(says);
    expect(message).toMatch(/expected .+/);
  });

  it("quotes a long template truncated", () => {
    const template = `${"/x".repeat(100)}{a}`;
    expect(() => expand(template, { a: Symbol("s") })).toThrow(/URI template "\/x\/x.{36}"… \(203 characters\)/);
  });

  it("refuses a prefix on a composite value even when empty, but not when undefined", () => {
    expect(() => expand("{a:2}", { a: {} })).toThrow(UriTemplateValueError);
    expect(expand("{a:2}", { a: null })).toBe("");
  });
});

describe("argument errors", () => {
  it.each([[42], [null], [undefined], [{}], [Symbol("t")]])("refuses the template %s: UriTemplateError NOT_A_STRING", (template) => {
    expect(() => parseTemplate(template as unknown as string)).toThrow(UriTemplateError);
    expect(() => expand(template as unknown as string, {})).toThrow(
      expect.objectContaining({ code: "NOT_A_STRING", message: expect.stringContaining("expected the template as a string") }),
    );
  });

  it.each([[null], ["a"], [42], [undefined]])("refuses the values %s: UriTemplateValueError NOT_AN_OBJECT", (values) => {
    const run = () => parseTemplate<string>("/x/{a}").expand(values as unknown as Record<string, unknown>);
    expect(run).toThrow(UriTemplateValueError);
    expect(run).toThrow(expect.objectContaining({ code: "NOT_AN_OBJECT", variable: "", template: "/x/{a}" }));
    expect(() => expand("x", values as unknown as Record<string, unknown>)).toThrow(/^Invalid values for URI template "x": got .+; expected an object of variables/);
  });
});

describe("code tables", () => {
  it("URI_TEMPLATE_ERROR_CODES lists exactly the codes thrown for templates", () => {
    const thrown = new Set([...TEMPLATE_ERRORS.map(([, code]) => code), "NOT_A_STRING"]);
    expect(new Set(URI_TEMPLATE_ERROR_CODES)).toEqual(thrown);
    // 27 (dead code lists): a plain readonly array, no longer frozen, so that declaring it runs nothing.
    expect(Array.isArray(URI_TEMPLATE_ERROR_CODES)).toBe(true);
  });

  it("URI_TEMPLATE_VALUE_ERROR_CODES lists exactly the codes thrown for values", () => {
    const thrown = new Set([...VALUE_ERRORS.map(([, , code]) => code), "NOT_AN_OBJECT"]);
    expect(new Set(URI_TEMPLATE_VALUE_ERROR_CODES)).toEqual(thrown);
    expect(Array.isArray(URI_TEMPLATE_VALUE_ERROR_CODES)).toBe(true);
  });
});

describe("bounded messages for 1 MB input", () => {
  const MB = 1_000_000;
  const messageOf = (run: () => unknown): string => {
    try {
      run();
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error("no error");
  };

  it.each<[string, () => unknown]>([
    ["a value error in a 1 MB template", () => expand(`${"/x".repeat(MB / 2)}{a}`, { a: Symbol("s") } as never)],
    ["a value error on a 1 MB variable name", () => expand(`{${"v".repeat(MB)}}`, { ["v".repeat(MB)]: () => 1 })],
    ["a 1 MB string as values", () => expand("{a}", "x".repeat(MB) as never)],
    ["a 1 MB array as the template", () => parseTemplate(Array.from({ length: MB }, () => "x") as never)],
    ["a 1 MB string with a lone surrogate", () => expand("{a}", { a: `${"x".repeat(MB)}\ud800` })],
  ])("%s", (_title, run) => {
    expect(messageOf(run).length).toBeLessThan(600);
  });
});
