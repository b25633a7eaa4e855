/**
 * A strict multipart/form-data reader for the fake Mixcloud: it takes the body apart exactly as sent (no forgiving
 * parser in between), so the fake can refuse what Mixcloud's upload form would not take.
 */
export type FakePart = { name: string; filename: string | null; contentType: string | null; data: Buffer };

export function boundaryOf(contentType: string | undefined): string | null {
  const match = /^multipart\/form-data;\s*boundary=("?)([^";]+)\1\s*$/i.exec(contentType ?? '');
  return match ? match[2]! : null;
}

/** The parts, or a reason the body is not well-formed multipart. */
export function readMultipart(body: Buffer, boundary: string): FakePart[] | string {
  const delimiter = Buffer.from(`--${boundary}`);
  if (!body.subarray(0, delimiter.length).equals(delimiter)) return 'body does not start with the boundary';
  const parts: FakePart[] = [];
  let at = delimiter.length;
  for (;;) {
    if (body.subarray(at, at + 2).toString() === '--') {
      const rest = body.subarray(at + 2).toString();
      return rest === '\r\n' || rest === '' ? parts : 'data after the closing boundary';
    }
    if (body.subarray(at, at + 2).toString() !== '\r\n') return 'boundary not followed by a line break';
    at += 2;
    const headerEnd = body.indexOf('\r\n\r\n', at);
    if (headerEnd === -1) return 'part without headers';
    const headers = body.subarray(at, headerEnd).toString('utf8').split('\r\n');
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), headerEnd + 4);
    if (next === -1) return 'part not closed by the boundary';
    const disposition = headers.find((line) => /^content-disposition:/i.test(line)) ?? '';
    const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
    if (!/^content-disposition:\s*form-data/i.test(disposition) || name === undefined)
      return 'part without a form-data name';
    const type = headers.find((line) => /^content-type:/i.test(line));
    parts.push({
      name,
      filename: /;\s*filename="([^"]*)"/i.exec(disposition)?.[1] ?? null,
      contentType: type ? type.slice(type.indexOf(':') + 1).trim() : null,
      data: body.subarray(headerEnd + 4, next),
    });
    at = next + 2 + delimiter.length;
  }
}
