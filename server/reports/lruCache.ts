/**
 * The last few values asked for, by key, each with a weight (bytes); the least recently used go
 * first when there are more than `maxEntries` or they weigh more than `maxWeight` together, but
 * the newest always stays. Values are promises, so that callers asking at once share one load;
 * a load that fails is dropped and tried again by the next caller.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, { weight: number; value: Promise<V> }>();

  constructor(private readonly limits: { maxEntries: number; maxWeight: number }) {}

  get(key: string, weight: number, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) {
      // Map order is insertion order: re-inserting makes the entry the most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const value = load();
    this.entries.set(key, { weight, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    let held = 0;
    for (const entry of this.entries.values()) held += entry.weight;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= 1 || (this.entries.size <= this.limits.maxEntries && held <= this.limits.maxWeight)) break;
      this.entries.delete(oldest);
      held -= entry.weight;
    }
    return value;
  }
}
