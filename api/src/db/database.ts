/**
 * The tiny database interface the API is written against. Two implementations share PostgreSQL
 * semantics and the same SQL: PGlite (default, see pglite.ts) and a `pg` Pool when DATABASE_URL is
 * set (see postgres.ts).
 *
 * Values come back as the drivers parse them, which differ for bigint, numeric and timestamps;
 * queries therefore cast what they select (`count(*)::int`, `price::float8`, `data` as jsonb).
 */

/** Something SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  /**
   * Runs one parameterised statement (`$1`, `$2`...).
   * @returns the rows, typed by the caller
   * @throws the driver's error (with `code`, e.g. '23505') when the statement fails
   */
  query<T>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
  /**
   * Runs one or more statements without parameters (migrations, SET...).
   * @throws the driver's error when a statement fails
   */
  exec(sql: string): Promise<void>;
}

/** An open database. */
export interface Database extends Queryable {
  /** 'pglite' or 'postgres', for logs and the health answer. */
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
   * @returns what `work` returns
   * @throws what `work` throws, after the rollback
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Closes the database (PGlite flushes to disk; the pool ends its connections). */
  close(): Promise<void>;
}

/** A database error as thrown by either implementation. */
export interface DatabaseError extends Error {
  /** The SQLSTATE code, e.g. '42P01'. */
  code?: string;
  detail?: string;
  hint?: string;
}
