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
export const VALUE_SCALAR: typeof Full.VALUE_SCALAR = "";
export const VALUE_JSON: typeof Full.VALUE_JSON = "";

// The hints of a refused key: none (the short parameter message drops its detail). Every fixed
// hint is "", so the strict wrapper's test of NO_SUCH_PARAMETER holds for all, unseen.
export const NO_SUCH_PARAMETER: typeof Full.NO_SUCH_PARAMETER = "";
export const HINT_PREFIXED_KEYS: typeof Full.HINT_PREFIXED_KEYS = () => "";
export const HINT_OPTION_FIELD: typeof Full.HINT_OPTION_FIELD = () => "";
export const HINT_NO_VARIABLE: typeof Full.HINT_NO_VARIABLE = "";
export const HINT_NO_BODY: typeof Full.HINT_NO_BODY = "";
export const HINT_NO_PARAMETER_NO_BODY: typeof Full.HINT_NO_PARAMETER_NO_BODY = "";
export const HINT_NO_PARAMETER: typeof Full.HINT_NO_PARAMETER = "";
export const HINT_REFUSED: typeof Full.HINT_REFUSED = () => "";
export const HINT_WHOLE_BODY: typeof Full.HINT_WHOLE_BODY = () => "";
export const HINT_WIRE_KEY: typeof Full.HINT_WIRE_KEY = () => "";
export const HINT_NEAREST_KEY: typeof Full.HINT_NEAREST_KEY = () => "";
export const HINT_NEAREST_ROUTE: typeof Full.HINT_NEAREST_ROUTE = () => "";
