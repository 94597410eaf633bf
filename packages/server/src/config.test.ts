import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fjord-config-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A secret file as a container platform mounts it (often with a trailing newline). */
function secretFile(name: string, content: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

describe('credentials from files (NAME_FILE)', () => {
  it('reads each credential from the file its NAME_FILE names, without the trailing newline', () => {
    const key = 'k'.repeat(40);
    const pem = '-----BEGIN PRIVATE KEY-----\nMIIEvQ\nIBADAN\n-----END PRIVATE KEY-----';
    const config = loadConfig({
      NODE_ENV: 'production',
      SECRET_KEY_FILE: secretFile('secret-key', `${key}\n`),
      SMTP_URL_FILE: secretFile('smtp-url', 'smtp://fjord:s3cret@mail.example.no:587\n'),
      DATABASE_URL_FILE: secretFile('database-url', 'postgres://fjord:pw@db:5432/fjord'),
      ACCESS_POINT: 'http',
      ACCESS_POINT_URL: 'https://ap.example.no/api',
      ACCESS_POINT_API_KEY_FILE: secretFile('ap-key', 'ap-key-value\r\n'),
      MASKINPORTEN_CLIENT_ID: 'client',
      MASKINPORTEN_KEY_ID: 'kid',
      MASKINPORTEN_PRIVATE_KEY_FILE: secretFile('maskinporten.pem', `${pem}\n`),
      VEHICLE_REGISTRY_API_KEY_FILE: secretFile('svv', 'svv-key'),
      METRICS_TOKEN_FILE: secretFile('metrics', 'scrape-token\n'),
    });
    expect(config.secretKey).toBe(key);
    expect(config.smtpUrl).toBe('smtp://fjord:s3cret@mail.example.no:587');
    expect(config.databaseUrl).toBe('postgres://fjord:pw@db:5432/fjord');
    expect(config.accessPoint).toMatchObject({ kind: 'http', apiKey: 'ap-key-value' });
    // Only the one trailing newline goes: the key's own lines stay.
    expect(config.maskinporten?.privateKey).toBe(pem);
    expect(config.vehicleRegistryApiKey).toBe('svv-key');
    expect(config.metricsToken).toBe('scrape-token');
  });

  it('refuses both NAME and NAME_FILE, and a file it cannot read, naming the variable', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://a', SMTP_URL_FILE: secretFile('smtp-b', 'smtp://b') })).toThrow(
      'Set SMTP_URL or SMTP_URL_FILE, not both',
    );
    expect(() => loadConfig({ SECRET_KEY_FILE: path.join(dir, 'missing') })).toThrow(
      /SECRET_KEY_FILE: cannot read .*missing \(ENOENT\)/,
    );
  });

  it('a file shorter than production wants is refused like the variable would be', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SECRET_KEY_FILE: secretFile('short', 'short\n') })).toThrow(
      'SECRET_KEY must be set to at least 32 characters',
    );
  });
});

describe('operations settings', () => {
  it('SHUTDOWN_TIMEOUT_MS defaults to 30 s and METRICS_TOKEN to none', () => {
    expect(loadConfig({})).toMatchObject({ shutdownTimeoutMs: 30_000, metricsToken: undefined });
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '5000', METRICS_TOKEN: 'x' })).toMatchObject({
      shutdownTimeoutMs: 5000,
      metricsToken: 'x',
    });
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(
      'SHUTDOWN_TIMEOUT_MS must be a non-negative integer',
    );
  });
});
