// localStorage (or sessionStorage) as a browser keeps it, for the Node tests of what stores:
// text under keys, in the order they were set.

export class Storage {
  #items = new Map();
  get length() { return this.#items.size; }
  key(i) { return [...this.#items.keys()][i] ?? null; }
  getItem(key) { return this.#items.has(key) ? this.#items.get(key) : null; }
  setItem(key, value) { this.#items.set(key, String(value)); }
  removeItem(key) { this.#items.delete(key); }
  keys() { return [...this.#items.keys()]; }
}
