const QUOTE = 0x22;
const LF = 0x0a;
const CRLF = Buffer.from('\r\n');

/**
 * PostgreSQL's CSV ends records with LF; RFC 4180 wants CRLF. Returns a converter for the chunks
 * of one CSV stream, in order: a LF outside quotes becomes CRLF, a line break inside a quoted
 * field stays as stored. Whether a chunk starts inside quotes is carried over from the one before
 * (a doubled quote closes and reopens, which leaves the state right).
 */
export function crlfRecords(): (chunk: Buffer) => Buffer {
  let inQuotes = false;
  return (chunk) => {
    const parts: Buffer[] = [];
    let start = 0;
    let position = 0;
    let nextQuote = chunk.indexOf(QUOTE, 0);
    for (;;) {
      if (inQuotes) {
        if (nextQuote === -1) break;
        inQuotes = false;
        position = nextQuote + 1;
        nextQuote = chunk.indexOf(QUOTE, position);
        continue;
      }
      const lineEnd = chunk.indexOf(LF, position);
      if (nextQuote !== -1 && (lineEnd === -1 || nextQuote < lineEnd)) {
        inQuotes = true;
        position = nextQuote + 1;
        nextQuote = chunk.indexOf(QUOTE, position);
        continue;
      }
      if (lineEnd === -1) break;
      parts.push(chunk.subarray(start, lineEnd), CRLF);
      start = position = lineEnd + 1;
    }
    if (parts.length === 0) return chunk;
    parts.push(chunk.subarray(start));
    return Buffer.concat(parts);
  };
}
