import { deflateSync } from 'node:zlib';
import { DEMO_USERS } from './demoData';

/** Which of the demo's two avatar sources a picture stands for: the site's own, or Office 365's (the Graph stand-in's). */
export type DemoPhotoSource = 'site' | 'office365';

/** 48x48, the size both sources are asked for (SharePoint's size S, Graph's 48x48). */
const SIZE = 48;

/**
 * Who has no picture in a source, so the demo shows the initials fallback: Pradeep on the site, Lidia in
 * Office 365.
 */
const WITHOUT_PHOTO: Record<DemoPhotoSource, string> = { site: 'pradeep', office365: 'lidia' };

/**
 * The figure's tone in each source: light in the site's pictures, dark in Office 365's, so a person (and a
 * test reading a pixel) tells at a glance which source an avatar shows. The background is the person's own.
 */
const FIGURES: Record<DemoPhotoSource, [number, number, number]> = { site: [245, 240, 225], office365: [30, 30, 40] };

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** A truecolour PNG of `pixel(x, y)` ([r, g, b]). */
function png(pixel: (x: number, y: number) => [number, number, number]): Uint8Array {
  const rows = Buffer.alloc(SIZE * (SIZE * 3 + 1));
  for (let y = 0; y < SIZE; y++) {
    const row = y * (SIZE * 3 + 1);
    for (let x = 0; x < SIZE; x++) rows.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', new Uint8Array(0))]),
  );
}

function hsl(hue: number, saturation: number, lightness: number): [number, number, number] {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** A head and shoulders in the source's tone over the person's colour. */
function portrait(background: [number, number, number], figure: [number, number, number]): Uint8Array {
  return png((x, y) => {
    const head = (x - 24) ** 2 + (y - 19) ** 2 <= 81;
    const shoulders = y >= 31 && (x - 24) ** 2 / 256 + (y - 48) ** 2 / 225 <= 1;
    return head || shoulders ? figure : background;
  });
}

/** The demo person's picture in a source, or null for the one who has none there. */
export function demoPhoto(login: string, source: DemoPhotoSource): Uint8Array | null {
  const index = DEMO_USERS.findIndex((user) => user.login === login.toLowerCase());
  if (index < 0 || DEMO_USERS[index].alias === WITHOUT_PHOTO[source]) return null;
  // Each person on a hue of their own, spread around the wheel: one tells at a glance who owns a card.
  const hue = 10 + (360 * index) / DEMO_USERS.length;
  return portrait(hsl(hue, 0.55, 0.5), FIGURES[source]);
}

/** SharePoint's grey placeholder for a person without a photo (the SharePoint test server redirects to it). */
export function placeholderPhoto(): Uint8Array {
  return portrait([200, 200, 200], [240, 240, 240]);
}
