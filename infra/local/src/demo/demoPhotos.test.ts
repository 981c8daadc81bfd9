import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from './demoData';
import { type DemoPhotoSource, demoPhoto } from './demoPhotos';

/** The [r, g, b] at (x, y) of one of the demo's 48x48 truecolour PNGs. */
function pixelOf(png: Uint8Array, x: number, y: number): [number, number, number] {
  const idatAt = Buffer.from(png).indexOf('IDAT');
  const length = Buffer.from(png).readUInt32BE(idatAt - 4);
  const rows = inflateSync(png.subarray(idatAt + 4, idatAt + 4 + length));
  const at = y * (48 * 3 + 1) + 1 + x * 3;
  return [rows[at], rows[at + 1], rows[at + 2]];
}

function hueOf([r, g, b]: [number, number, number]): number {
  const max = Math.max(r, g, b);
  const span = max - Math.min(r, g, b);
  if (span === 0) return 0;
  const sector = max === r ? (g - b) / span : max === g ? (b - r) / span + 2 : (r - g) / span + 4;
  return (sector * 60 + 360) % 360;
}

const lightness = ([r, g, b]: [number, number, number]) => (r + g + b) / 3;
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
const sources: DemoPhotoSource[] = ['site', 'office365'];

describe('the demo people’s pictures', () => {
  it.each(sources)('tell the people apart in the %s source: each on a hue far from every other', (source) => {
    const hues = DEMO_USERS.map((user) => demoPhoto(user.login, source))
      .filter((photo) => photo !== null)
      .map((photo) => hueOf(pixelOf(photo, 1, 1)));
    expect(hues.length).toBeGreaterThanOrEqual(DEMO_USERS.length - 1);
    for (const [index, hue] of hues.entries())
      for (const other of hues.slice(index + 1)) expect(hueDistance(hue, other)).toBeGreaterThanOrEqual(40);
  });

  it("tell the two sources apart by the figure: light in the site's pictures, dark in Office 365's", () => {
    const head = (source: DemoPhotoSource) => lightness(pixelOf(demoPhoto(DEMO_USERS[0].login, source) as Uint8Array, 24, 19));
    expect(head('site')).toBeGreaterThan(200);
    expect(head('office365')).toBeLessThan(80);
  });
});
