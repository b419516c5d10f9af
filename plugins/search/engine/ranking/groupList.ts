/**
 * The groups added since the last clear, in the order they were first added, kept in a typed array
 * made once per corpus. A plain array emptied with `length = 0` gives up its storage, and growing it
 * back to thousands of groups on every query of the scaled site allocated more than the rest of
 * ranking did; each group is added at most once between clears, so `capacity` is the group count.
 */
export class GroupList {
  readonly items: Int32Array;
  size = 0;

  constructor(capacity: number) {
    this.items = new Int32Array(capacity);
  }

  push(group: number): void {
    this.items[this.size] = group;
    this.size += 1;
  }

  clear(): void {
    this.size = 0;
  }
}
