// The body fields of a route table entry (`j`, `n`, `y`), and its code records (`p`, `e`), read
// once when the entry is resolved (route-entry.ts); the body encoders (plan/table-body.ts) write by them.
import { parseCode, type ParameterSpec } from "../encode/style-facts";
import { InvalidRouteTableError } from "../errors/errors";
import { TABLE_PART_TYPE } from "../errors/messages";
import type { RouteEntry } from "../types/route-table";
import { mediaType } from "./entry-fields";
import { ownField } from "./entry";

/** The entry's body fields of table format 1 beside those of `RouteEntry`, each optional. */
export interface BodyFields {
  /** `1`: the JSON body's schema is a scalar, so a string given as `data` is written as JSON text (quoted). */
  readonly j?: 1;
  /** The `encoding` of the other listed media types (those in `a`), by media type, as codes by property. */
  readonly n?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** A multipart part's content type, by property, where the encoding gives one. */
  readonly y?: Readonly<Record<string, string>>;
}

/** The body fields of an entry, read once: see {@link BodyFields}. */
export interface BodyCodes {
  readonly json: boolean;
  /** The codes of the first media type's properties (`e`), for a multipart part sent as JSON (`J`). */
  readonly first: ReadonlyMap<string, ParameterSpec>;
  /** Property codes by lower-case media type, for a body of that type chosen by the caller's `content-type`. */
  readonly others: ReadonlyMap<string, ReadonlyMap<string, ParameterSpec>>;
  readonly partTypes: ReadonlyMap<string, string>;
}

/** The body fields of `entry`, own properties only, beside its codes `e` read already (`first`); codes checked as `p`'s and `e`'s are. */
export function readBodyCodes(entry: RouteEntry & BodyFields, route: string, first: ReadonlyMap<string, ParameterSpec>): BodyCodes {
  const others = new Map<string, ReadonlyMap<string, ParameterSpec>>();
  const n = ownField(entry, "n");
  // Media types checked by the one header-value rule before they can reach a header (D6).
  for (const media of Object.keys(n ?? {})) others.set((mediaType(media, route, "n") as string).toLowerCase(), readCodes(n?.[media], route));
  const y = ownField(entry, "y");
  const partTypes = new Map<string, string>();
  for (const name of Object.keys(y ?? {})) {
    // `null` for an absent value, which `mediaType` refuses as it refuses any other non-string.
    const type = mediaType(y?.[name] ?? null, route, name) as string;
    if (type === "") throw new InvalidRouteTableError(route, name, type, TABLE_PART_TYPE);
    partTypes.set(name, type);
  }
  return { json: ownField(entry, "j") === 1, first, others, partTypes };
}

/** The codes of a record (`p`, `e`, an `n` member), each read by `parseCode`. */
export function readCodes(codes: Readonly<Record<string, string>> | undefined, route: string): Map<string, ParameterSpec> {
  const specs = new Map<string, ParameterSpec>();
  for (const key of Object.keys(codes ?? {})) specs.set(key, parseCode(codes?.[key], route, key));
  return specs;
}
