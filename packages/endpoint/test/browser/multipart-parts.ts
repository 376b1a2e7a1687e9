// A multipart/form-data body as the server received it, split into its parts (RFC 7578), so two
// bodies whose clients chose different boundaries can be compared part by part, byte for byte.

/** One part: its header lines as sent, and its content bytes. */
export interface ReceivedPart {
  headers: string[];
  content: Buffer;
}

// The boundary parameter of a content-type, quoted or not, e.g. `multipart/form-data; boundary=abc`.
const BOUNDARY_RE = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i;
const CRLF = "\r\n";

/** The parts of `body`, whose boundary `contentType` names; throws when it names none or the body is not multipart. */
export function multipartParts(contentType: string, body: Buffer): ReceivedPart[] {
  const match = BOUNDARY_RE.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (boundary === undefined) throw new Error(`no boundary in content-type ${JSON.stringify(contentType)}`);
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: ReceivedPart[] = [];
  let start = body.indexOf(delimiter);
  if (start !== 0) throw new Error("the body does not start with its boundary");
  for (;;) {
    const after = start + delimiter.length;
    if (body.subarray(after, after + 2).toString("latin1") === "--") return parts;
    const next = body.indexOf(Buffer.from(`${CRLF}--${boundary}`), after);
    if (next === -1) throw new Error("the body has no closing boundary");
    // A part: CRLF, header lines, an empty line, the content (up to the CRLF before the next delimiter).
    const part = body.subarray(after + CRLF.length, next);
    const split = part.indexOf(`${CRLF}${CRLF}`);
    parts.push({ headers: part.subarray(0, split).toString("latin1").split(CRLF), content: part.subarray(split + 4) });
    start = next + CRLF.length;
  }
}
