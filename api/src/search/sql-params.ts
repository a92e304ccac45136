/** Collects positional SQL parameters ($1, $2...) while a statement is built. */
export class SqlParams {
  readonly values: unknown[] = [];

  /**
   * Adds a value.
   * @returns its placeholder, e.g. '$3'
   */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
