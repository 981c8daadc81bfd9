/** The language each person reads Listboard in, as their page last said: their mail is written in it (docs/notifications.md). */
export interface PersonLanguages {
  languageOf(tenant: string, login: string): Promise<string | null>;
  /** Keeps the person's language; cheap when it is the one kept already. */
  remember(tenant: string, login: string, language: string): Promise<void>;
}
