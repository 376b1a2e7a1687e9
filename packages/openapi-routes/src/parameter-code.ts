import { bodyKind } from "@scope/endpoint-assembler";
import type { Location, ParameterModel, Style } from "./model";

/** The letter of each style in a parameter code. */
const STYLE_LETTERS: Readonly<Record<Style, string>> = {
  simple: "S",
  label: "L",
  matrix: "M",
  form: "F",
  spaceDelimited: "W",
  pipeDelimited: "P",
  deepObject: "D",
};

/** The letter of each location, and the style it takes when a code names none. */
const LOCATIONS: Readonly<Record<Location, { letter: string; style: Style }>> = {
  path: { letter: "p", style: "simple" },
  query: { letter: "q", style: "form" },
  header: { letter: "h", style: "simple" },
  cookie: { letter: "c", style: "form" },
};

/** True for `application/json` and every `+json` type: what the engine writes as JSON. */
export function isJsonMedia(type: string): boolean {
  return bodyKind(type) === "json";
}

/**
 * The style and explode part of a code, explode written only where it is not the style's default
 * (true for form, false otherwise).
 * @example
 * styleCode("form", true); // => "F"
 * styleCode("deepObject", true); // => "D*"
 */
export function styleCode(style: Style, explode: boolean): string {
  return `${STYLE_LETTERS[style]}${explode === (style === "form") ? "" : explode ? "*" : "-"}`;
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
  const location = LOCATIONS[parameter.in];
  const fixed = parameter.primitive && parameter.in !== "path";
  const { style, explode } = fixed ? { style: location.style, explode: location.style === "form" } : parameter;
  const letters = styleCode(style, explode);
  const own = style === location.style ? letters.slice(1) : letters;
  return `${location.letter}${own}${flagsOf(parameter)}`;
}
