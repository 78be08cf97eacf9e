type Entry<V> = { value?: V; loadedAt: number; pending?: Promise<V> };

export type TtlCacheOptions = {
  /** the clock, in ms (tests move it) */
  nowMs?: () => number;
  /** how many keys it holds before it starts afresh */
  maxKeys?: number;
  /**
   * How long past the TTL an old value may still be answered while one reload runs (so a busy
   * instance never makes a queue of requests wait for the database). Older than ttlMs +
   * staleMs, a request waits for the reload. Default: ttlMs.
   */
  staleMs?: number;
};

/**
 * A small per-instance cache that answers a value for up to ttlMs after loading it, then, for up
 * to staleMs more, the old value while one reload runs. Only the very first request of a key, and
 * a request after a long quiet spell, waits for a load.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly nowMs: () => number;
  private readonly maxKeys: number;
  private readonly staleMs: number;

  constructor(
    private readonly ttlMs: number,
    options: TtlCacheOptions = {},
  ) {
    this.nowMs = options.nowMs ?? (() => performance.now());
    this.maxKeys = options.maxKeys ?? 64;
    this.staleMs = options.staleMs ?? ttlMs;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && "value" in entry) {
      const age = this.nowMs() - entry.loadedAt;
      if (age < this.ttlMs) return Promise.resolve(entry.value as V);
      const reload = entry.pending ?? this.reload(entry, load);
      return age < this.ttlMs + this.staleMs ? Promise.resolve(entry.value as V) : reload;
    }
    if (entry?.pending) return entry.pending;
    if (this.entries.size >= this.maxKeys) this.entries.clear();
    const fresh: Entry<V> = { loadedAt: 0 };
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

  /**
   * Forgets every value, so the next get of any key loads afresh (a write on this instance made
   * them old). A load already under way finishes for whoever asked before, and is not remembered.
   */
  clear(): void {
    this.entries.clear();
  }

  private reload(entry: Entry<V>, load: () => Promise<V>): Promise<V> {
    const pending = load()
      .then((value) => {
        entry.value = value;
        entry.loadedAt = this.nowMs();
        return value;
      })
      .finally(() => {
        entry.pending = undefined;
      });
    entry.pending = pending;
    // a failed reload keeps the old value for the stale answers; the next request tries again
    pending.catch(() => {});
    return pending;
  }
}
