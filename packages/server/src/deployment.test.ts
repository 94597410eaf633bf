import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { serverPath } from './server-root.js';

/*
 * The container image and the compose file cannot be built on the CI machine (it pulls no images), so
 * these checks read them: what docs/operations.md promises of them ("Several processes and deployment")
 * and what the server needs to run.
 */

const root = serverPath('..', '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

type Service = {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  ports?: string[];
};
const compose = parse(read('deploy/compose.yaml')) as { services: Record<string, Service> };
const fjordServices = Object.entries(compose.services).filter(([, service]) => service.image === 'fjord:latest');

/** The Dockerfile's stages: each FROM line and the instructions after it, continuation lines joined. */
function stages(dockerfile: string): { name: string; lines: string[] }[] {
  const lines = dockerfile
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const found: { name: string; lines: string[] }[] = [];
  for (const line of lines) {
    const from = /^FROM \S+ AS (\S+)$/i.exec(line);
    if (from) found.push({ name: from[1]!, lines: [] });
    else found.at(-1)?.lines.push(line);
  }
  return found;
}

describe('deploy/compose.yaml', () => {
  it('runs PostgreSQL, two Fjord processes of the repository image and a reverse proxy, each with a health check', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['db', 'fjord-1', 'fjord-2', 'proxy']);
    expect(fjordServices.map(([name]) => name)).toEqual(['fjord-1', 'fjord-2']);
    for (const [, service] of fjordServices) expect(service.build).toEqual({ context: '..', dockerfile: 'Dockerfile' });
    expect(compose.services.db!.image).toMatch(/^postgres:\d+/);
    expect(compose.services.db!.healthcheck!.test.join(' ')).toContain('pg_isready');
    for (const [, service] of fjordServices)
      expect(service.healthcheck!.test).toEqual([
        'CMD',
        'node',
        '-e',
        "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))",
      ]);
  });

  it('gives every Fjord process the settings several processes need: one PostgreSQL, one secret key, the proxy trusted', () => {
    for (const [, service] of fjordServices) {
      const env = service.environment!;
      expect(env.NODE_ENV).toBe('production');
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/fjord:\$\{POSTGRES_PASSWORD:\?[^}]+\}@db:5432\/fjord$/);
      // Required, not defaulted: a missing key stops compose rather than starting processes that disagree.
      expect(env.SECRET_KEY).toMatch(/^\$\{SECRET_KEY:\?/);
      expect(env.PUBLIC_URL).toBeDefined();
      expect(env.TRUST_PROXY).toBe('true');
      expect(env.PORT).toBe('3000');
      expect(service.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    }
    expect(fjordServices[0]![1].environment).toEqual(fjordServices[1]![1].environment);
  });

  it('sets only variables the README documents', () => {
    const readme = read('README.md');
    for (const [, service] of fjordServices)
      for (const name of Object.keys(service.environment!)) expect(readme).toContain(`| \`${name}\``);
  });

  it('puts the proxy in front of both processes once they are healthy, with the Caddyfile mounted', () => {
    const proxy = compose.services.proxy!;
    expect(proxy.image).toMatch(/^caddy:2/);
    expect(proxy.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(proxy.depends_on).toEqual({
      'fjord-1': { condition: 'service_healthy' },
      'fjord-2': { condition: 'service_healthy' },
    });
  });
});

describe('deploy/Caddyfile', () => {
  const caddyfile = read('deploy/Caddyfile');

  it('balances round robin over every Fjord process without stickiness, checking /readyz', () => {
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)![1]!.trim().split(/\s+/);
    expect(upstreams).toEqual(fjordServices.map(([name]) => `${name}:3000`));
    expect(caddyfile).toMatch(/^\s*lb_policy round_robin$/m);
    expect(caddyfile).toMatch(/^\s*health_uri \/readyz$/m);
  });
});

describe('Dockerfile', () => {
  const dockerfile = stages(read('Dockerfile'));
  const runtime = dockerfile.at(-1)!;
  const instruction = (keyword: string) => runtime.lines.filter((line) => line.startsWith(`${keyword} `));

  it('builds in one stage and runs in another that installs no development dependencies', () => {
    expect(dockerfile.map((stage) => stage.name)).toEqual(['build', 'production-dependencies', 'runtime']);
    expect(dockerfile[0]!.lines).toContain('RUN npm ci --no-audit --no-fund && npm run build');
    expect(dockerfile[1]!.lines.filter((line) => line.startsWith('RUN npm ci'))).toEqual([
      'RUN npm ci --omit=dev --workspace @fjord/server --no-audit --no-fund',
    ]);
    expect(instruction('RUN').join('\n')).not.toContain('npm');
    expect(instruction('COPY').filter((line) => line.includes('node_modules'))).toEqual([
      'COPY --from=production-dependencies /app/node_modules ./node_modules',
    ]);
  });

  it('runs as an unprivileged user, checks /readyz and starts the bundle', () => {
    expect(instruction('USER')).toEqual(['USER node']);
    expect(instruction('HEALTHCHECK')).toHaveLength(1);
    expect(instruction('HEALTHCHECK')[0]).toContain('/readyz');
    expect(instruction('CMD')).toEqual([
      'CMD ["node", "--enable-source-maps", "packages/server/dist/bundle/main.mjs"]',
    ]);
  });

  it('copies every file the server reads at run time from its package (serverPath) into the runtime stage', () => {
    const copied = instruction('COPY --from=build').map((line) => line.split(' ')[2]!.replace('/app/', ''));
    const readAtRunTime = new Set(['packages/server/assets', 'packages/web/dist']);
    const sources = fs.readdirSync(serverPath('src'), { recursive: true, encoding: 'utf8' });
    for (const file of sources.filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      // Build and codegen tools run before the image is made, never in it.
      if (/build-|print-|cli\.ts|\/test\//.test(`/${file}`)) continue;
      const text = fs.readFileSync(serverPath('src', file), 'utf8');
      for (const [, first, second] of text.matchAll(/serverPath\('([^']+)'(?:, '([^']+)')?/g)) {
        if (first === '..') continue; // the web build, config.webDistDir: packages/web/dist
        readAtRunTime.add(`packages/server/${first === 'dist' || first === 'src' ? `${first}/${second}` : first}`);
      }
    }
    for (const needed of readAtRunTime)
      expect(copied.some((path) => needed === path || needed.startsWith(`${path}/`) || path.startsWith(needed))).toBe(
        true,
      );
  });
});

describe('.dockerignore', () => {
  it('keeps dependencies, builds, local data and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', 'data', '**/.env', '.git']) expect(ignored).toContain(entry);
  });
});
