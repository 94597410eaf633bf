import type { HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.js';
import { REST_ROUTES } from './rest-access.js';

describe('the declared REST routes', () => {
  const t = useTestApp('pglite');

  it('are each served: a declaration cannot outlive its route or name one that does not exist', () => {
    const missing = REST_ROUTES.filter(
      ({ method, url }) => !t.app.server.hasRoute({ method: method as HTTPMethods, url }),
    );
    expect(missing.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
  });

  it('are declared once each', () => {
    const keys = REST_ROUTES.map(({ method, url }) => `${method} ${url}`);
    expect(keys.length).toBe(new Set(keys).size);
  });
});
