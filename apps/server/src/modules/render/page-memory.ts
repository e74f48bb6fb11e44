/**
 * A least-recently-used map bounded by entries and by bytes: rendered pages are up to 5 MB each, so a
 * count alone would not bound the memory. Map keeps insertion order; a read moves the key to the end.
 */
export class ByteLru<V> {
  private readonly items = new Map<string, { value: V; bytes: number }>();
  private heldBytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntries: number,
  ) {}

  get size() {
    return this.items.size;
  }

  get bytes() {
    return this.heldBytes;
  }

  get(key: string): V | undefined {
    const item = this.items.get(key);
    if (!item) return undefined;
    this.items.delete(key);
    this.items.set(key, item);
    return item.value;
  }

  /** An item larger than the whole budget is not kept (it would evict everything else). */
  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.items.set(key, { value, bytes });
    this.heldBytes += bytes;
    for (const [oldest, item] of this.items) {
      if (this.heldBytes <= this.maxBytes && this.items.size <= this.maxEntries) break;
      this.items.delete(oldest);
      this.heldBytes -= item.bytes;
    }
  }

  delete(key: string): void {
    const item = this.items.get(key);
    if (!item) return;
    this.items.delete(key);
    this.heldBytes -= item.bytes;
  }

  /** Drops every key starting with the prefix (one project's pages), or everything without one. */
  deletePrefix(prefix?: string): void {
    if (!prefix) {
      this.items.clear();
      this.heldBytes = 0;
      return;
    }
    for (const key of [...this.items.keys()]) if (key.startsWith(prefix)) this.delete(key);
  }
}
