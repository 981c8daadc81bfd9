import { controlCharacterIn, hasLoneSurrogate } from './characters';

/**
 * Which file names Listboard keeps: those SharePoint Online accepts, so a board moves between the
 * built-in store and SharePoint without a file it cannot hold, and nothing a storage key, an XML
 * listing or a download header cannot carry.
 */

/**
 * At most 255 UTF-16 code units, as SharePoint and most file systems allow for one name (SharePoint's
 * 400 characters cover the whole decoded path, site and folders included).
 */
export const MAX_FILE_NAME_LENGTH = 255;

/** Characters SharePoint refuses in file names. */
const SHAREPOINT_FORBIDDEN = /["*:<>?/\\|]/;
/** U+FFFE and U+FFFF are no characters: no XML listing can carry them. */
const NONCHARACTER = /[\ufffe\uffff]/;
/** Windows device names, refused by SharePoint with any extension ('CON', 'con.txt', 'LPT1.log'). */
const DEVICE_NAME = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i;
/** Names SharePoint reserves for itself or for Office. */
const SHAREPOINT_RESERVED = ['.lock', 'desktop.ini'];

/** A human description of what is wrong with `name` as a file name, or null when it may be stored. */
export function fileNameProblem(name: string): string | null {
  if (name.trim() === '') return 'A file name cannot be empty.';
  if (name.length > MAX_FILE_NAME_LENGTH)
    return `A file name is limited to ${MAX_FILE_NAME_LENGTH} characters; this one has ${name.length}.`;
  const control = controlCharacterIn(name) ?? NONCHARACTER.exec(name)?.[0];
  if (control) return `A file name cannot contain the control character ${codePointLabel(control)}.`;
  if (hasLoneSurrogate(name)) return 'A file name cannot contain a broken (unpaired) UTF-16 character.';
  const forbidden = SHAREPOINT_FORBIDDEN.exec(name);
  if (forbidden) return `A file name cannot contain ${forbidden[0]} (nor any of " * : < > ? / \\ |).`;
  if (name !== name.trim()) return 'A file name cannot start or end with a space.';
  if (name.endsWith('.')) return 'A file name cannot end with a dot.';
  if (DEVICE_NAME.test(name))
    return `${name} is a reserved device name (CON, PRN, AUX, NUL, COM0-9, LPT0-9), with or without an extension.`;
  if (SHAREPOINT_RESERVED.includes(name.toLowerCase())) return `${name} is a name SharePoint reserves.`;
  if (name.startsWith('~$')) return 'A file name cannot start with ~$ (Office lock files).';
  if (name.toLowerCase().includes('_vti_')) return 'A file name cannot contain _vti_ (SharePoint reserves it).';
  return null;
}

/**
 * The name quoted for a message, control characters and broken UTF-16 shown as \uXXXX (JSON escapes
 * C0 controls and lone surrogates itself), so that a refusal never carries what it refuses.
 */
export function printableFileName(name: string): string {
  return JSON.stringify(name).replace(/[\u007f-\u009f\ufffe\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function codePointLabel(character: string): string {
  return `U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}
