/**
 * A Table property holds at most 64 KiB (32K UTF-16 characters) and an entity 1 MiB, so large
 * JSON documents are split over numbered string properties `<prefix>0..n` (README, "Storage").
 */
export const CHUNK_CHARS = 30_000;
/** 15 chunks of 30,000 UTF-16 characters (900 KB) stay below the 1 MiB entity limit. */
export const MAX_CHUNKS = 15;
export const MAX_CHUNKED_CHARS = CHUNK_CHARS * MAX_CHUNKS;

/**
 * JSON with every non-ASCII character escaped. Azurite corrupts multi-byte UTF-8 characters that
 * straddle a 64 KiB chunk of a large entity's body (seen with 3.37), so everything large or
 * structured that we store is kept ASCII-only; JSON.parse restores it unchanged.
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function toChunks(prefix: string, json: string): Record<string, string | number> {
  const chunks: Record<string, string | number> = { [`${prefix}Count`]: Math.ceil(json.length / CHUNK_CHARS) };
  for (let i = 0; i * CHUNK_CHARS < json.length; i += 1) {
    chunks[`${prefix}${i}`] = json.slice(i * CHUNK_CHARS, (i + 1) * CHUNK_CHARS);
  }
  return chunks;
}

export function fromChunks(prefix: string, entity: Record<string, unknown>): string {
  const count = Number(entity[`${prefix}Count`] ?? 0);
  let json = '';
  for (let i = 0; i < count; i += 1) json += String(entity[`${prefix}${i}`] ?? '');
  return json;
}
