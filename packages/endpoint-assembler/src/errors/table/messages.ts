// The details of InvalidRouteTableError: what each refused field of a route table should have been,
// re-exported by errors/messages.ts; its short twin, messages.short.ts beside it, by
// errors/messages.short.ts (none: the code, the field and the value's kind say it).

export const TABLE_MEDIA_TYPE: string = 'a media type such as "application/json" (a header value: no control characters, nothing above U+00FF)';
export const TABLE_MEDIA_TYPES: string = 'a list of media types, such as ["application/json"]';
export const TABLE_SERVER: string = "a server URL";
export const TABLE_RESOLVED_SERVER: string = "a server URL that resolves against the documentUrl given (an http(s) URL)";
export const TABLE_LEFTOVER: string = '"q", "b" or "x"';
export const TABLE_STRING: string = "a string";
export const TABLE_SHARED_ID: string = "an id in l";
export const TABLE_WIRE_NAMES: string = 'an object of header ("h") and cookie ("c") parameter names';
export const TABLE_NO_ROUTES: string = "none: createRouteEndpoint binds a table";
export const TABLE_FORMAT: string = "a route table of format 1, as compileRoutes writes it: { v: 1, r: { ... } }";
export const TABLE_OBJECT: string = "an object";
export const TABLE_CLOSED: string = "1 (a closed table) or nothing";
export const TABLE_SERVER_TEMPLATES: string = "an object of server templates";
export const TABLE_SERVER_ITEM: string = "[template, { name: [default, ...enum] }]";
export const TABLE_SCHEMES: string = "[name, code] pairs";
export const TABLE_PART_TYPE: string = 'a part\'s media type, such as "application/json"';
export const TABLE_PARAMETER_CODE: string = 'a parameter code such as "q", "hS!" or "qD"';
/** A style letter that does not fit its location (`hint`: the styles that do). */
export const TABLE_STYLE = (hint: string): string => `a style that fits its location (${hint})`;
/** A server variable (`whole`, as `{name}`) the table gives no values of. */
export const TABLE_SERVER_VALUES = (whole: string): string => `values of ${whole}`;
