// Builds multipart/form-data bodies by hand, so tests can send exactly what a hostile client would:
// wrong filenames, lying Content-Types, two files, no file at all.

export interface FilePart {
  name: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface FieldPart {
  name: string;
  value: string;
}

const BOUNDARY = '----starmatch-test-boundary-7MA4YWxkTrZu0gW';

function isFile(part: FilePart | FieldPart): part is FilePart {
  return 'data' in part;
}

export function multipartBody(parts: ReadonlyArray<FilePart | FieldPart>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = isFile(part)
      ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(isFile(part) ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** The one-file form the SPA sends: the file in the `image` field. */
export function imageForm(data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') {
  return multipartBody([{ name: 'image', filename, contentType, data }]);
}
