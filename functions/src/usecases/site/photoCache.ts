import { PHOTO_CACHE_SECONDS } from '@listboard/shared';
import type { PersonPhoto } from '../../ports/personPhotos';

/** Enough for the people of many boards; past it the oldest entry goes first. */
const MAX_ENTRIES = 5_000;

interface Entry {
  photo: Promise<PersonPhoto | null>;
  until: number;
}

/**
 * People's pictures as this process last found them, by source, site and person (photoCacheKey): a found
 * picture for an hour, a missing one for ten minutes, so a board of many cards asks each source once per
 * person. Parallel asks for one person share one read; a failed read is not kept.
 */
export class PhotoCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  get(key: string, read: () => Promise<PersonPhoto | null>): Promise<PersonPhoto | null> {
    const kept = this.entries.get(key);
    if (kept && kept.until > this.now()) return kept.photo;
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    const entry: Entry = { photo: read(), until: this.now() + PHOTO_CACHE_SECONDS.missing * 1000 };
    this.entries.set(key, entry);
    entry.photo.then(
      (photo) => {
        if (photo) entry.until = this.now() + PHOTO_CACHE_SECONDS.found * 1000;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.photo;
  }
}
