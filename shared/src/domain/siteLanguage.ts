/**
 * SharePoint names a site's language by its Windows locale id (the web's `Language`, an LCID). These are
 * the ids of the languages Listboard writes in and their nearest neighbours; a language outside them
 * reads as unknown, and the reader of a mail then gets the default (docs/notifications.md).
 */
const LANGUAGE_OF_LCID: ReadonlyMap<number, string> = new Map([
  [1033, 'en-US'],
  [2057, 'en-GB'],
  [3081, 'en-AU'],
  [4105, 'en-CA'],
  [1031, 'de-DE'],
  [3079, 'de-AT'],
  [2055, 'de-CH'],
  [1036, 'fr-FR'],
  [3084, 'fr-CA'],
  [2060, 'fr-BE'],
  [4108, 'fr-CH'],
  [3082, 'es-ES'],
  [2058, 'es-MX'],
  [1034, 'es-ES'],
]);

/** The language tag (BCP 47) of a SharePoint site's LCID, or undefined for one Listboard does not know. */
export function languageOfLcid(lcid: number | undefined): string | undefined {
  return lcid === undefined ? undefined : LANGUAGE_OF_LCID.get(lcid);
}
