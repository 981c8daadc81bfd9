/** File checks for uploads: the type comes from the content, never from the name alone. */
export const IMAGE_EXTENSIONS = ['png', 'gif', 'jpg', 'jpeg', 'bmp'] as const;
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/** Why an upload is refused; pages word it in their language, `reason` words it in English for API clients. */
export type RefusalProblem = 'empty' | 'too_large' | 'extension' | 'active_content' | 'unknown_kind';

export type DetectedType = { kind: 'image' | 'file'; contentType: string } | { kind: 'refused'; problem: RefusalProblem; reason: string };

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((b, i) => bytes[i] === b);
}

const SIGNATURES: [number[], string, 'image' | 'file'][] = [
  [[0x89, 0x50, 0x4e, 0x47], 'image/png', 'image'],
  [[0xff, 0xd8, 0xff], 'image/jpeg', 'image'],
  [[0x47, 0x49, 0x46, 0x38], 'image/gif', 'image'],
  [[0x42, 0x4d], 'image/bmp', 'image'],
  [[0x25, 0x50, 0x44, 0x46], 'application/pdf', 'file'],
  [[0x50, 0x4b, 0x03, 0x04], 'application/zip', 'file'],
];

/** Markup a browser could run: refused whatever the name says. */
const ACTIVE_CONTENT = /^\s*(<!doctype|<html|<script|<svg|<\?xml|<iframe|<body|<head)/i;
const REFUSED_EXTENSIONS = new Set(['html', 'htm', 'xhtml', 'svg', 'js', 'mjs', 'xml', 'exe', 'bat', 'cmd', 'ps1', 'sh']);

/** The image content type each image extension promises; the bytes must carry that type's signature. */
const IMAGE_TYPE_OF_EXTENSION: Record<(typeof IMAGE_EXTENSIONS)[number], string> = {
  png: 'image/png',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  bmp: 'image/bmp',
};

/** Whether the name has one of the five image extensions (spec 1 section 3), whatever its content. */
export function hasImageExtension(name: string): boolean {
  return Object.hasOwn(IMAGE_TYPE_OF_EXTENSION, extensionOf(name));
}

/**
 * Why a file declared an image (attachmentType img) is not one, or null when it is: its extension is one
 * of the five and its first bytes are that image type's signature (docs/api.md#upload-options).
 */
export function notAnImageReason(name: string, bytes: Uint8Array): string | null {
  const extension = extensionOf(name);
  if (!hasImageExtension(name)) return `${name} is not an image: only ${IMAGE_EXTENSIONS.join(', ')} files can be images.`;
  const expected = IMAGE_TYPE_OF_EXTENSION[extension as (typeof IMAGE_EXTENSIONS)[number]];
  const actual = SIGNATURES.find(([signature]) => startsWith(bytes, signature))?.[1];
  return actual === expected ? null : `${name} is not an image: its content is not a ${extension} image.`;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * What an upload is, from its first bytes: a known image or document signature, or plain text.
 * Active content (HTML, SVG, script) and binaries of unknown kind are refused.
 */
export function detectFileType(name: string, bytes: Uint8Array): DetectedType {
  if (bytes.byteLength === 0) return { kind: 'refused', problem: 'empty', reason: 'File is empty' };
  if (bytes.byteLength > MAX_UPLOAD_BYTES)
    return { kind: 'refused', problem: 'too_large', reason: `Files are limited to ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.` };
  if (REFUSED_EXTENSIONS.has(extensionOf(name)))
    return { kind: 'refused', problem: 'extension', reason: `Files of type .${extensionOf(name)} are not allowed.` };
  const known = SIGNATURES.find(([signature]) => startsWith(bytes, signature));
  if (known) return { kind: known[2], contentType: known[1] };
  const head = String.fromCharCode(...bytes.subarray(0, 512));
  if (ACTIVE_CONTENT.test(head))
    return { kind: 'refused', problem: 'active_content', reason: 'Web pages, SVG and scripts cannot be uploaded.' };
  // Text: no NUL bytes in the head.
  if (!bytes.subarray(0, 512).includes(0)) return { kind: 'file', contentType: 'text/plain; charset=utf-8' };
  return { kind: 'refused', problem: 'unknown_kind', reason: 'This kind of file is not allowed.' };
}
