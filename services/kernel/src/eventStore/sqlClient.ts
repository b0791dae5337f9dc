/** The little of a PostgreSQL client that the SQL event store needs; PGlite and `pg` both fit it. */
export interface SqlExecutor {
  /** `prepareAs` names a constant statement so a server parses and plans it once per connection. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[], prepareAs?: string): Promise<{ rows: Row[] }>;
}

export interface SqlClient extends SqlExecutor {
  /** Whether other processes may write to the same database (a server), so appends must be announced to them. */
  readonly shared: boolean;
  /** Runs a script of several statements (schema set-up). */
  exec(sql: string): Promise<void>;
  /** Subscribes to NOTIFY on `channel`, which reaches every process sharing the database. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** PostgreSQL's code for a unique-constraint violation. */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === UNIQUE_VIOLATION;
}
