import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, detectFileType, hasImageExtension, notAnImageReason } from './fileTypes';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => Uint8Array.from(value, (c) => c.charCodeAt(0));

describe('upload file types', () => {
  it('recognises images and documents by their content', () => {
    expect(detectFileType('photo.png', bytes(0x89, 0x50, 0x4e, 0x47, 1))).toEqual({ kind: 'image', contentType: 'image/png' });
    expect(detectFileType('photo.txt', bytes(0xff, 0xd8, 0xff, 0xe0))).toEqual({ kind: 'image', contentType: 'image/jpeg' });
    expect(detectFileType('spec.pdf', text('%PDF-1.7'))).toMatchObject({ kind: 'file', contentType: 'application/pdf' });
    expect(detectFileType('notes.md', text('# Notes'))).toMatchObject({ kind: 'file', contentType: 'text/plain; charset=utf-8' });
  });
  it('refuses empty, too large, active and unknown binary content', () => {
    expect(detectFileType('a.txt', bytes())).toEqual({ kind: 'refused', problem: 'empty', reason: 'File is empty' });
    expect(detectFileType('a.bin', new Uint8Array(MAX_UPLOAD_BYTES + 1))).toMatchObject({ kind: 'refused', problem: 'too_large' });
    expect(detectFileType('page.png', text('  <!DOCTYPE html><script>x</script>'))).toMatchObject({
      kind: 'refused',
      problem: 'active_content',
    });
    expect(detectFileType('logo.svg', text('<svg/>'))).toMatchObject({ kind: 'refused', problem: 'extension' });
    expect(detectFileType('tool.exe', bytes(0x4d, 0x5a))).toMatchObject({ kind: 'refused', problem: 'extension' });
    expect(detectFileType('blob', bytes(0x00, 0x01, 0x02))).toMatchObject({ kind: 'refused', problem: 'unknown_kind' });
  });
  it('accepts a declared image only when its extension is one of the five and its bytes are that type', () => {
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 1);
    expect(notAnImageReason('photo.PNG', png)).toBeNull();
    expect(notAnImageReason('photo.jpeg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBeNull();
    expect(notAnImageReason('photo.jpg', png)).toBe('photo.jpg is not an image: its content is not a jpg image.');
    expect(notAnImageReason('notes.png', text('hello'))).toBe('notes.png is not an image: its content is not a png image.');
    expect(notAnImageReason('photo.webp', png)).toBe('photo.webp is not an image: only png, gif, jpg, jpeg, bmp files can be images.');
    expect(notAnImageReason('constructor', png)).toMatch(/only png/);
  });
  it('knows the image extensions by name alone', () => {
    expect(['a.png', 'a.GIF', 'a.jpg', 'a.jpeg', 'a.bmp'].map(hasImageExtension)).toEqual([true, true, true, true, true]);
    expect(['a.svg', 'a.txt', 'png', 'a.'].map(hasImageExtension)).toEqual([false, false, false, false]);
  });
});
