// The short twin of table/messages.ts: no detail (the code, the field and the value's kind say it).
import type * as Full from "./messages";

export const TABLE_MEDIA_TYPE: typeof Full.TABLE_MEDIA_TYPE = "";
export const TABLE_MEDIA_TYPES: typeof Full.TABLE_MEDIA_TYPES = "";
export const TABLE_SERVER: typeof Full.TABLE_SERVER = "";
export const TABLE_RESOLVED_SERVER: typeof Full.TABLE_RESOLVED_SERVER = "";
export const TABLE_LEFTOVER: typeof Full.TABLE_LEFTOVER = "";
export const TABLE_STRING: typeof Full.TABLE_STRING = "";
export const TABLE_SHARED_ID: typeof Full.TABLE_SHARED_ID = "";
export const TABLE_WIRE_NAMES: typeof Full.TABLE_WIRE_NAMES = "";
export const TABLE_NO_ROUTES: typeof Full.TABLE_NO_ROUTES = "";
export const TABLE_FORMAT: typeof Full.TABLE_FORMAT = "";
export const TABLE_OBJECT: typeof Full.TABLE_OBJECT = "";
export const TABLE_CLOSED: typeof Full.TABLE_CLOSED = "";
export const TABLE_SERVER_TEMPLATES: typeof Full.TABLE_SERVER_TEMPLATES = "";
export const TABLE_SERVER_ITEM: typeof Full.TABLE_SERVER_ITEM = "";
export const TABLE_SCHEMES: typeof Full.TABLE_SCHEMES = "";
export const TABLE_PART_TYPE: typeof Full.TABLE_PART_TYPE = "";
export const TABLE_PARAMETER_CODE: typeof Full.TABLE_PARAMETER_CODE = "";
export const TABLE_STYLE: typeof Full.TABLE_STYLE = () => "";
export const TABLE_SERVER_VALUES: typeof Full.TABLE_SERVER_VALUES = () => "";
