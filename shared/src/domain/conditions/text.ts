/** Case-insensitive but accent-sensitive: 'Done' equals 'done', 'resume' differs from 'résumé'. */
const textCollator = new Intl.Collator(undefined, { sensitivity: 'accent' });

export function compareText(a: string, b: string): number {
  return textCollator.compare(a, b);
}

const LINE_BREAKING_TAG = /<(?:br|\/(?:p|div|li|tr|h[1-6]))\b[^>]*>/gi;
const TAG = /<\/?[a-z][^>]*>/gi;
const ENTITY = /&(#\d+|#x[0-9a-f]+|[a-z]+);/gi;
const NAMED_ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', ' '],
]);

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES.get(name.toLowerCase()) ?? entity;
}

/**
 * The text a person reads in a rich note: tags dropped (a line break or block end becomes a
 * space), entities decoded, white space collapsed. A '<' not followed by a letter is text, not a tag.
 */
export function htmlToText(html: string): string {
  return html.replace(LINE_BREAKING_TAG, ' ').replace(TAG, '').replace(ENTITY, decodeEntity).replace(/\s+/g, ' ').trim();
}
