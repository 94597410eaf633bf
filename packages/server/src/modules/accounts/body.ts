import { badRequest, invalidFields } from './errors.js';

/**
 * Shape checks of the JSON bodies: a missing field or a wrong type is the client's bug (400),
 * while an empty or badly formed value is the user's mistake and goes through the field rules (422).
 */
export type JsonObject = Record<string, unknown>;

/** Longer than any real name, address or password; keeps argon2 and the database from huge inputs. */
const MAX_LENGTH = 1000;

const name = (path: string, key: string) => (path ? `${path}.${key}` : key);

export function jsonObject(value: unknown, path = 'body'): JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest(`${path} must be a JSON object`);
  return value as JsonObject;
}

export function requiredString(object: JsonObject, key: string, path = ''): string {
  const value = object[key];
  if (typeof value !== 'string') throw badRequest(`${name(path, key)} must be a string`);
  if (value.length > MAX_LENGTH) throw badRequest(`${name(path, key)} is longer than ${MAX_LENGTH} characters`);
  // PostgreSQL's text cannot hold NUL: the field's value is invalid, as the form would say.
  if (value.includes('\u0000')) throw invalidFields([{ field: key, key: 'validation.invalid' }]);
  return value;
}

export function optionalString(object: JsonObject, key: string, path = ''): string | undefined {
  return object[key] === undefined || object[key] === null ? undefined : requiredString(object, key, path);
}
