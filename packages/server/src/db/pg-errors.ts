/** PostgreSQL's SQLSTATE of the error or of one it wraps (Drizzle wraps driver errors in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
/** 23503 foreign_key_violation; 23001 restrict_violation is what ON DELETE RESTRICT raises. */
export const isForeignKeyViolation = (error: unknown) => ['23503', '23001'].includes(pgErrorCode(error) ?? '');
