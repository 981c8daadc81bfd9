/** A release note in each language it is written in (the page's languages; en-US always). */
export interface ReleaseNote {
  /** Stable and unique: the storage key, so a note seeded twice is one note. */
  id: string;
  /** When it was published: ISO 8601 in UTC without fractional seconds. */
  createdAt: string;
  /** A path of the app (`/trashbin`), an https address, or ''. */
  url: string;
  texts: Record<string, { title: string; shortDescription: string }>;
}

/** Listboard's news (its release notes) and when each person last read them (docs/news-and-feedback.md). */
export interface NewsStore {
  /**
   * Stores the notes missing from the store and rewrites those whose stored copy differs; safe when
   * several processes seed at once (a create another won is theirs, a rewrite another made first stands).
   */
  seed(notes: readonly ReleaseNote[]): Promise<void>;
  /** Every stored note, in no particular order. */
  list(): Promise<ReleaseNote[]>;
  /** When the person last read the news, or null when never. */
  readAt(tenant: string, login: string): Promise<string | null>;
  /** Records a reading at `at`; a reading never moves back in time, whoever writes at the same moment. */
  markRead(tenant: string, login: string, at: string): Promise<void>;
}
