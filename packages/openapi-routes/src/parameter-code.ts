import { bodyKind, LOCATION_FACTS, STYLE_FACTS } from "@scope/endpoint-assembler";
import type { ParameterModel, Style } from "./model";

/** True for `application/json` and every `+json` type: what the engine writes as JSON. */
export function isJsonMedia(type: string): boolean {
  return bodyKind(type) === "json";
}

/**
 * The style and explode part of a code, explode written only where it is not the style's default
 * (true for form, false otherwise: the assembler's STYLE_FACTS, which read the codes, say both).
 * @example
 * styleCode("form", true); // => "F"
 * styleCode("deepObject", true); // => "D*"
 */
export function styleCode(style: Style, explode: boolean): string {
  const fact = STYLE_FACTS[style];
  return `${fact.letter}${explode === (fact.explode === true) ? "" : explode ? "*" : "-"}`;
}

/** The flags of a parameter's code: `!` required (a path variable is always), `+` allowReserved, `J` JSON content. */
export function flagsOf(parameter: ParameterModel): string {
  const json = parameter.contentType !== undefined && isJsonMedia(parameter.contentType);
  return `${parameter.required && parameter.in !== "path" ? "!" : ""}${parameter.allowReserved ? "+" : ""}${json ? "J" : ""}`;
}

/**
 * The code of a parameter placed by its location letter: the style left out where it is the
 * location's default, or where the value is a primitive, which every style writes alike.
 * @example
 * locatedCode({ name: "x-id", in: "header", required: true, style: "simple", explode: false, ... }); // => "h!"
 */
export function locatedCode(parameter: ParameterModel): string {
  const location = LOCATION_FACTS[parameter.in];
  // Every parameter location has a default style (only a body field has none).
  const fallback = location.style as Style;
  const fixed = parameter.primitive && parameter.in !== "path";
  const { style, explode } = fixed ? { style: fallback, explode: STYLE_FACTS[fallback].explode === true } : parameter;
  const letters = styleCode(style, explode);
  const own = style === fallback ? letters.slice(1) : letters;
  return `${location.letter}${own}${flagsOf(parameter)}`;
}
