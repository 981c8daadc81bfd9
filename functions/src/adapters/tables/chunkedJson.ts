import { MAX_STORED_DOCUMENT_CHARS, asciiOnly } from '@listboard/shared';
import { DocumentTooLargeError } from '../../ports/storageErrors';

/**
 * A Table property holds at most 64 KiB (32K UTF-16 characters) and an entity 1 MiB, so large
 * JSON documents are split over numbered string properties `<prefix>0..n` (docs/storage.md).
 */
export const CHUNK_CHARS = 30_000;

/** What a store throws for a document over the limit; boards name theirs (BoardTooLargeError). */
type TooLarge = (size: number, limit: number) => DocumentTooLargeError;
const documentTooLarge: TooLarge = (size, limit) => new DocumentTooLargeError(size, limit);

/**
 * The JSON text as chunk properties, ASCII-only (see asciiJson); a document longer than
 * MAX_STORED_DOCUMENT_CHARS once escaped is refused before anything is written.
 */
export function toChunks(prefix: string, json: string, tooLarge: TooLarge = documentTooLarge): Record<string, string | number> {
  const stored = asciiOnly(json);
  if (stored.length > MAX_STORED_DOCUMENT_CHARS) throw tooLarge(stored.length, MAX_STORED_DOCUMENT_CHARS);
  const chunks: Record<string, string | number> = { [`${prefix}Count`]: Math.ceil(stored.length / CHUNK_CHARS) };
  for (let i = 0; i * CHUNK_CHARS < stored.length; i += 1) {
    chunks[`${prefix}${i}`] = stored.slice(i * CHUNK_CHARS, (i + 1) * CHUNK_CHARS);
  }
  return chunks;
}

export function fromChunks(prefix: string, entity: Record<string, unknown>): string {
  const count = Number(entity[`${prefix}Count`] ?? 0);
  let json = '';
  for (let i = 0; i < count; i += 1) json += String(entity[`${prefix}${i}`] ?? '');
  return json;
}

/** A string property holds at most 64 KiB, 32K UTF-16 characters. */
const MAX_PROPERTY_CHARS = 32 * 1024;
/** An entity holds at most 1 MiB: 512K UTF-16 characters of names and values together. */
const MAX_ENTITY_CHARS = 512 * 1024;
/** Each property costs its name, its value and a few bytes of framing, counted as this many characters. */
const PROPERTY_OVERHEAD_CHARS = 4;

/**
 * Checks an entity against the Table limits before it is written (Azure answers an oversized one
 * with a 413 that would surface as our fault): every string property, and the whole entity.
 */
export function checkEntitySize<T extends Record<string, unknown>>(entity: T, document: string): T {
  let size = 0;
  for (const [name, value] of Object.entries(entity)) {
    const valueChars = typeof value === 'string' ? value.length : PROPERTY_OVERHEAD_CHARS;
    if (valueChars > MAX_PROPERTY_CHARS)
      throw new DocumentTooLargeError(valueChars, MAX_PROPERTY_CHARS, `value ${name} of the ${document}`);
    size += name.length + valueChars + PROPERTY_OVERHEAD_CHARS;
  }
  if (size > MAX_ENTITY_CHARS) throw new DocumentTooLargeError(size, MAX_ENTITY_CHARS, document);
  return entity;
}
