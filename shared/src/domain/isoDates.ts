/** A moment as the spec stores dates: ISO 8601 in UTC without fractional seconds (spec 3 section 9). */
export function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d+Z$/, 'Z');
}
