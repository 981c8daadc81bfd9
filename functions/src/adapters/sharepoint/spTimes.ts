/**
 * SharePoint Online writes some of its times without a zone: a version's `Created` comes as
 * "2022-11-14T13:37:26" while the item's `Modified` for the same moment comes as "2022-11-14T13:37:26Z".
 * Both are UTC; read as they stand, the zone-less ones would be taken in the server's own time zone.
 */
const DATE_AND_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

/** A SharePoint time as ISO text that says its zone: a date and time without one is UTC; anything else stays as it is. */
export function withUtcZone(raw: string): string {
  return DATE_AND_TIME.test(raw) ? `${raw}Z` : raw;
}

/** A SharePoint time (zone-less ones as UTC) as an ISO instant. */
export function spInstant(raw: unknown): string {
  return new Date(withUtcZone(String(raw))).toISOString();
}

/** A SharePoint time (zone-less ones as UTC) in milliseconds. */
export function spTimeMs(raw: string): number {
  return Date.parse(withUtcZone(raw));
}
