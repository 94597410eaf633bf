import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestIdFor, requestIdMixin, runInRequestScope } from './request-scope.js';

/** A logger as the app makes it, whose JSON lines the test reads back as raw text. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString().trim());
      done();
    },
  });
  const server = Fastify({ logger: { level: 'info', stream, mixin: requestIdMixin } });
  return { log: server.log, lines };
}

describe('request ids in log lines', () => {
  it('every line logged in a request scope names the request once, whichever logger wrote it', () => {
    const { log, lines } = capturedLogger();
    runInRequestScope({ requestId: 'req-42' }, () => {
      log.info('from the shared logger');
      log.child({ jobId: 'job-1' }).info('from a child');
      log.child({ requestId: 'req-42' }).info('from a logger that names it already');
    });
    log.info('outside any request');
    expect(lines.map((line) => line.match(/"requestId"/g)?.length ?? 0)).toEqual([1, 1, 1, 0]);
    expect(lines.slice(0, 3).every((line) => JSON.parse(line).requestId === 'req-42')).toBe(true);
    expect(JSON.parse(lines[1]!).jobId).toBe('job-1');
  });

  it('keeps a sane incoming id and makes a new one for anything else', () => {
    expect(requestIdFor('lb-7f3a.92:1')).toBe('lb-7f3a.92:1');
    expect(requestIdFor(['first', 'second'])).toBe('first');
    for (const bad of [undefined, '', 'has space', 'x'.repeat(129), '{"level":60}'])
      expect(requestIdFor(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
