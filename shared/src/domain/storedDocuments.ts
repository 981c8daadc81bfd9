/**
 * How large a JSON document (a board configuration, a user's private filters, a list schema) may be
 * when stored (docs/storage.md, "Storage of large values"): it is kept ASCII-only and split over Table
 * properties, and an entity holds at most 1 MiB.
 */

/** 15 Table properties of 30,000 characters: 900 KB as UTF-16, below the 1 MiB an entity holds. */
export const MAX_STORED_DOCUMENT_CHARS = 450_000;

/**
 * JSON with every non-ASCII character escaped (six characters each). Azurite corrupts multi-byte
 * UTF-8 characters that straddle a 64 KiB chunk of a large entity's body (seen with 3.37), so
 * everything large or structured that we store is kept ASCII-only; JSON.parse restores it unchanged.
 */
export function asciiJson(value: unknown): string {
  return asciiOnly(JSON.stringify(value));
}

/** JSON text with its non-ASCII characters escaped; ASCII text comes back unchanged. */
export function asciiOnly(json: string): string {
  return json.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The characters `value` takes when stored, the number MAX_STORED_DOCUMENT_CHARS limits. */
export function storedLength(value: unknown): number {
  return asciiJson(value).length;
}
