// The official RFC 6570 test suite (uri-templates/uritemplate-test), vendored as data under
// test/fixtures/uritemplate-test with its licence and source commit: one test per case, every case must pass.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseTemplate, UriTemplateError, UriTemplateValueError } from "../src/index.js";

const SUITE_DIR = new URL("./fixtures/uritemplate-test/", import.meta.url);
const FILES = ["spec-examples.json", "spec-examples-by-section.json", "extended-tests.json", "negative-tests.json"];

type Expected = string | string[] | false;
interface Group {
  level?: number;
  variables: Record<string, unknown>;
  testcases: [string, Expected][];
}

/**
 * Negative cases whose template is valid but whose value is not: a prefix modifier on a map
 * (RFC 6570 section 2.4.1: "Prefix modifiers are not applicable to variables that have composite
 * values"). These throw UriTemplateValueError at expand time; every other negative case must be
 * refused by parseTemplate itself.
 */
const VALUE_ERRORS: Readonly<Record<string, string>> = {
  "{keys:1}": "PREFIX_ON_COMPOSITE",
  "{+keys:1}": "PREFIX_ON_COMPOSITE",
};

function load(file: string): Record<string, Group> {
  return JSON.parse(readFileSync(new URL(file, SUITE_DIR), "utf8")) as Record<string, Group>;
}

for (const file of FILES) {
  describe(file, () => {
    for (const [groupName, group] of Object.entries(load(file))) {
      describe(`${groupName} (level ${group.level ?? 4})`, () => {
        for (const [template, expected] of group.testcases) {
          const title = `${template} -> ${expected === false ? "error" : JSON.stringify(expected)}`;
          it(title, () => {
            if (expected !== false) {
              const result = parseTemplate(template).expand(group.variables);
              expect(typeof expected === "string" ? [expected] : expected).toContain(result);
            } else if (template in VALUE_ERRORS) {
              const compiled = parseTemplate(template);
              expect(() => compiled.expand(group.variables)).toThrow(UriTemplateValueError);
              expect(() => compiled.expand(group.variables)).toThrow(
                expect.objectContaining({ code: VALUE_ERRORS[template] }),
              );
            } else {
              expect(() => parseTemplate(template)).toThrow(UriTemplateError);
            }
          });
        }
      });
    }
  });
}
