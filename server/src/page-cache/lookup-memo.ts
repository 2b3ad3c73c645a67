// Answers of a lookup kept until content changes, like the pages themselves: the redirects table
// is read once per address between two changes instead of on every cache miss (a miss of
// `/?utm_source=…` asks about `/` again). Bounded in entries, oldest first out; a failed lookup is
// never kept.
export class LookupMemo<T> {
  private readonly answers = new Map<string, T>();

  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.answers.size;
  }

  clear(): void {
    this.answers.clear();
  }

  /** The kept answer for `key`, else `load()`'s, kept when `mayKeep()` says nothing changed meanwhile. */
  async get(key: string, load: () => Promise<T>, mayKeep: () => boolean): Promise<T> {
    if (this.answers.has(key)) return this.answers.get(key) as T;
    const answer = await load();
    if (mayKeep() && !this.answers.has(key)) {
      if (this.answers.size >= this.maxEntries) this.answers.delete(this.answers.keys().next().value as string);
      this.answers.set(key, answer);
    }
    return answer;
  }
}
