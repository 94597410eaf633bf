/** A property of the error or of one it wraps (Drizzle wraps driver errors in `cause`). */
function wrapped(error: unknown, read: (error: object) => string | undefined): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const value = read(current as object);
    if (value !== undefined) return value;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** PostgreSQL's SQLSTATE of the error. */
export function pgErrorCode(error: unknown): string | undefined {
  return wrapped(error, (current) => {
    const code = (current as { code?: unknown }).code;
    return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
  });
}

/** The name of the constraint the error names (which unique index refused, say). */
export function pgConstraint(error: unknown): string | undefined {
  return wrapped(error, (current) => {
    const name = (current as { constraint?: unknown }).constraint;
    return typeof name === 'string' ? name : undefined;
  });
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
/** 23503 foreign_key_violation; 23001 restrict_violation is what ON DELETE RESTRICT raises. */
export const isForeignKeyViolation = (error: unknown) => ['23503', '23001'].includes(pgErrorCode(error) ?? '');
