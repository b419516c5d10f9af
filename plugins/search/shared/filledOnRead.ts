/**
 * A Map whose entries are put in the first time it is read or changed, for data that is mostly
 * never read: a query reads the postings of a few terms out of thousands (codec.ts), and
 * MiniSearch's search asks only `has` of the split index's ids (miniSearchInternals.ts). To its
 * readers it is a plain Map. A subclass gives `fill`, and may answer some reads without it.
 */
export abstract class FilledOnRead<K, V> extends Map<K, V> {
  private pending = true;

  /** Puts every entry in, through `put` (the Map's own set). */
  protected abstract fill(put: (key: K, value: V) => void): void;

  /** Whether the entries are in (a subclass answers from elsewhere until they are). */
  protected get isFilled(): boolean {
    return !this.pending;
  }

  protected filled(): this {
    if (this.pending) {
      this.pending = false;
      this.fill((key, value) => super.set(key, value));
    }
    return this;
  }

  override get size(): number {
    this.filled();
    return super.size;
  }

  override get(key: K): V | undefined {
    this.filled();
    return super.get(key);
  }

  override has(key: K): boolean {
    this.filled();
    return super.has(key);
  }

  override set(key: K, value: V): this {
    this.filled();
    return super.set(key, value);
  }

  override delete(key: K): boolean {
    this.filled();
    return super.delete(key);
  }

  override clear(): void {
    this.pending = false;
    super.clear();
  }

  override forEach(callback: (value: V, key: K, map: Map<K, V>) => void, thisArg?: unknown): void {
    this.filled();
    super.forEach(callback, thisArg);
  }

  override keys(): MapIterator<K> {
    this.filled();
    return super.keys();
  }

  override values(): MapIterator<V> {
    this.filled();
    return super.values();
  }

  override entries(): MapIterator<[K, V]> {
    this.filled();
    return super.entries();
  }

  override [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }
}
