import { describe, expectTypeOf, it } from "vitest";
import { expand, parseTemplate } from "../src/index.js";
import type {
  ParseTemplateOptions,
  TemplateValue,
  UriTemplate,
  UriTemplateError,
  UriTemplateErrorCode,
  UriTemplateValueError,
  UriTemplateValueErrorCode,
} from "../src/index.js";

describe("public types", () => {
  it("parseTemplate reads the variable names of a template literal", () => {
    const template = parseTemplate("/a/{b}{?c}");
    expectTypeOf(template).toEqualTypeOf<UriTemplate<"b" | "c", "b">>();
    expectTypeOf(template.template).toEqualTypeOf<string>();
    expectTypeOf(template.variables).toEqualTypeOf<readonly ("b" | "c")[]>();
    expectTypeOf(template.expand).returns.toEqualTypeOf<string>();
  });

  it("parseTemplate of a string gives the loose UriTemplate", () => {
    const template = parseTemplate("/a/{b}" as string);
    expectTypeOf(template).toEqualTypeOf<UriTemplate>();
    expectTypeOf(template).toEqualTypeOf<UriTemplate<string>>();
    expectTypeOf(template.variables).toEqualTypeOf<readonly string[]>();
    expectTypeOf(template.expand).parameter(0).toEqualTypeOf<Readonly<Record<string, unknown>>>();
  });

  it("a UriTemplate can carry its variable names", () => {
    expectTypeOf<UriTemplate<"owner" | "repo">["variables"]>().toEqualTypeOf<readonly ("owner" | "repo")[]>();
  });

  it("expand takes a template and values and returns a string", () => {
    expectTypeOf(expand<string>).parameters.toEqualTypeOf<
      [string, Readonly<Record<string, unknown>>, (ParseTemplateOptions | undefined)?]
    >();
    expectTypeOf(expand).returns.toEqualTypeOf<string>();
  });

  it("parseTemplate and expand take the same options bag", () => {
    expectTypeOf(parseTemplate<string>).parameter(1).toEqualTypeOf<ParseTemplateOptions | undefined>();
    expectTypeOf<ParseTemplateOptions>().toEqualTypeOf<{ readonly hyphenatedNames?: boolean }>();
  });

  it("errors expose literal names and code unions", () => {
    expectTypeOf<UriTemplateError["name"]>().toEqualTypeOf<"UriTemplateError">();
    expectTypeOf<UriTemplateError["code"]>().toEqualTypeOf<UriTemplateErrorCode>();
    expectTypeOf<UriTemplateError["position"]>().toEqualTypeOf<number>();
    expectTypeOf<UriTemplateValueError["name"]>().toEqualTypeOf<"UriTemplateValueError">();
    expectTypeOf<UriTemplateValueError["code"]>().toEqualTypeOf<UriTemplateValueErrorCode>();
    expectTypeOf<UriTemplateValueError["variable"]>().toEqualTypeOf<string>();
    expectTypeOf<"UNCLOSED_EXPRESSION">().toExtend<UriTemplateErrorCode>();
    expectTypeOf<"PREFIX_ON_COMPOSITE">().toExtend<UriTemplateValueErrorCode>();
  });

  it("TemplateValue accepts scalars, lists and maps, and refuses nesting", () => {
    expectTypeOf<"a">().toExtend<TemplateValue>();
    expectTypeOf<12n>().toExtend<TemplateValue>();
    expectTypeOf<readonly (string | null)[]>().toExtend<TemplateValue>();
    expectTypeOf<{ a: number; b: undefined }>().toExtend<TemplateValue>();
    expectTypeOf<string[][]>().not.toExtend<TemplateValue>();
    expectTypeOf<Date>().not.toExtend<TemplateValue>();
    expectTypeOf<() => void>().not.toExtend<TemplateValue>();
  });
});
