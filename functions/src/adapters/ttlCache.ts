/**
 * A short-lived cache of read results. Every API call resolves the site, the user and list
 * schemas; within a few seconds these rarely change, and writes through this process evict them.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expires: number }>();

  constructor(private readonly ttlMs: number) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  evict(key: string): void {
    this.entries.delete(key);
  }
}
