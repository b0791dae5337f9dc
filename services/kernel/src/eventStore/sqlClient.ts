/** The little of a PostgreSQL client that the SQL event store needs; PGlite and `pg` both fit it. */
export interface SqlExecutor {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

export interface SqlClient extends SqlExecutor {
  /** Runs `work` in one transaction on one connection; rolls back if it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (schema set-up). */
  exec(sql: string): Promise<void>;
  /** Subscribes to NOTIFY on `channel`, which reaches every process sharing the database. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** PostgreSQL's code for a unique-constraint violation. */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === UNIQUE_VIOLATION;
}
