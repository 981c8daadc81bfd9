/** A part of a multipart/form-data body: a field, or a file when it has a file name. */
export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  content: string;
}

/**
 * The bytes of a multipart/form-data body, written by hand rather than by FormData so that a test
 * controls every byte (a file name with a quote or a line break goes out as it is).
 */
export function multipartBody(parts: readonly FormPart[], boundary: string): Uint8Array {
  const chunks = parts.map((part) => {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType === undefined ? '' : `Content-Type: ${part.contentType}\r\n`;
    return `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n${type}\r\n${part.content}\r\n`;
  });
  return Buffer.from(`${chunks.join('')}--${boundary}--\r\n`);
}
