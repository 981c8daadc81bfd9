import { describe, expect, it } from 'vitest';
import { PhotoCache } from './photoCache';

const photo = { bytes: new Uint8Array([1]), contentType: 'image/png' as const };

describe("the process's cache of people's pictures", () => {
  it('keeps a found picture an hour and a missing one ten minutes, and shares one read among parallel asks', async () => {
    let now = 0;
    let reads = 0;
    const cache = new PhotoCache(() => now);
    const read = (found: boolean) => async () => {
      reads += 1;
      return found ? photo : null;
    };
    expect(await Promise.all([cache.get('a', read(true)), cache.get('a', read(true))])).toEqual([photo, photo]);
    expect(await cache.get('b', read(false))).toBeNull();
    expect(reads).toBe(2);
    now = 11 * 60 * 1000;
    await cache.get('a', read(true));
    await cache.get('b', read(false));
    expect(reads).toBe(3);
    now = 61 * 60 * 1000;
    await cache.get('a', read(true));
    expect(reads).toBe(4);
  });

  it('keeps no failed read: the next ask tries again', async () => {
    const cache = new PhotoCache();
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => photo)).toEqual(photo);
  });
});
