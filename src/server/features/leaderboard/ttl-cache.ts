/**
 * A small per-instance cache that answers a value for up to ttlMs after loading it, then keeps
 * answering the old value while one reload runs (so a busy instance never makes a queue of
 * requests wait for the database). Only the very first request of a key waits for its load.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value?: V; loadedAt: number; pending?: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly nowMs: () => number = () => performance.now(),
    private readonly maxKeys = 64,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && "value" in entry) {
      if (this.nowMs() - entry.loadedAt >= this.ttlMs && !entry.pending) {
        entry.pending = load()
          .then((value) => {
            entry.value = value;
            entry.loadedAt = this.nowMs();
            return value;
          })
          .finally(() => {
            entry.pending = undefined;
          });
        // a failed reload keeps the old value; the next request tries again
        entry.pending.catch(() => {});
      }
      return Promise.resolve(entry.value as V);
    }
    if (entry?.pending) return entry.pending;
    if (this.entries.size >= this.maxKeys) this.entries.clear();
    const fresh: { value?: V; loadedAt: number; pending?: Promise<V> } = { loadedAt: 0 };
    fresh.pending = load().then(
      (value) => {
        fresh.value = value;
        fresh.loadedAt = this.nowMs();
        fresh.pending = undefined;
        return value;
      },
      (error: unknown) => {
        this.entries.delete(key);
        throw error;
      },
    );
    this.entries.set(key, fresh);
    return fresh.pending;
  }
}
