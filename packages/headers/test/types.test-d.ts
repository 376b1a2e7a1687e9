import { describe, expectTypeOf, it } from "vitest";
import {
  applyMediaType,
  copyHeaders,
  mergeHeaders,
  mergePreviews,
  normalizeHeaders,
  userAgent,
} from "../src";
import type { HeaderValue, Headers, InvalidHeaderError, InvalidHeaderErrorCode, MediaType } from "../src";

describe("public types", () => {
  it("describes header values and headers", () => {
    expectTypeOf<HeaderValue>().toEqualTypeOf<string | number>();
    expectTypeOf<Headers>().toEqualTypeOf<Record<string, string | number>>();
  });

  it("types the functions as the assembler expects", () => {
    expectTypeOf(normalizeHeaders).parameters.toEqualTypeOf<[unknown]>();
    expectTypeOf(normalizeHeaders).returns.toEqualTypeOf<Headers>();
    expectTypeOf(copyHeaders).toEqualTypeOf<
      (target: Record<string, HeaderValue>, headers: unknown, trusted?: Readonly<Record<string, unknown>>) => void
    >();
    expectTypeOf(mergeHeaders).parameters.toEqualTypeOf<[Readonly<Headers>, Readonly<Headers>]>();
    expectTypeOf(mergeHeaders).returns.toEqualTypeOf<Headers>();
    expectTypeOf(applyMediaType).parameters.toEqualTypeOf<[string | undefined, Readonly<MediaType>, string]>();
    expectTypeOf(applyMediaType).returns.toEqualTypeOf<string | undefined>();
    expectTypeOf(mergePreviews).parameters.toEqualTypeOf<[readonly string[], readonly string[]]>();
    expectTypeOf(mergePreviews).returns.toEqualTypeOf<string[]>();
    expectTypeOf(userAgent).toEqualTypeOf<(product: string, version: string) => string>();
  });

  it("accepts mediaType options with explicit undefined", () => {
    expectTypeOf<{ format: undefined; previews: undefined }>().toExtend<MediaType>();
    expectTypeOf<{ previews: readonly ["a"] }>().toExtend<MediaType>();
  });

  it("types the error", () => {
    expectTypeOf<InvalidHeaderError>().toExtend<Error>();
    expectTypeOf<InvalidHeaderError["name"]>().toEqualTypeOf<"InvalidHeaderError">();
    expectTypeOf<InvalidHeaderError["code"]>().toEqualTypeOf<InvalidHeaderErrorCode>();
    expectTypeOf<InvalidHeaderErrorCode>().toEqualTypeOf<
      "HEADERS_NOT_OBJECT" | "INVALID_HEADER_NAME" | "INVALID_HEADER_VALUE" | "INVALID_MEDIA_TYPE"
    >();
    expectTypeOf<InvalidHeaderError["header"]>().toEqualTypeOf<string | undefined>();
  });
});
