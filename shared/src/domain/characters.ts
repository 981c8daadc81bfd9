/** Characters no id, key, address or file name of ours may hold: they break XML listings, URLs and storage keys. */

/** C0 and C1 control characters and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The first control character of `text`, or null. */
export function controlCharacterIn(text: string): string | null {
  return CONTROL_CHARACTER.exec(text)?.[0] ?? null;
}

/** Half of a surrogate pair without its other half: no UTF-8, URL or storage key can carry it. */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}
