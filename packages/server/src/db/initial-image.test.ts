import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoImagePath, demoStampOf, initialImagePath, startFromInitialImage } from './initial-image.js';

describe('an empty data directory starts as a copy of the demo image only when it holds the wanted demo', () => {
  let dir: string;
  let dataDir: string;
  const wanted = { today: '2026-03-14', secretKey: 'the-key-of-this-server-0123456789' };
  // Stand-ins for the data directories the build makes: a marker file tells which one was copied.
  const image = (at: string, marker: string) => {
    fs.mkdirSync(at, { recursive: true });
    fs.writeFileSync(path.join(at, 'PG_VERSION'), '17\n');
    fs.writeFileSync(path.join(at, 'which'), marker);
  };
  const stampDemo = (stamp: { today: string; secretKey: string }) =>
    fs.writeFileSync(`${demoImagePath(dir)}.json`, JSON.stringify(demoStampOf(stamp)));
  const copied = () => fs.readFileSync(path.join(dataDir, 'which'), 'utf8');

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fjord-images-'));
    dataDir = path.join(dir, 'data');
    image(initialImagePath(dir), 'empty');
    image(demoImagePath(dir), 'demo');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('seeded today with this server key: the demo image', () => {
    stampDemo(wanted);
    expect(startFromInitialImage(dataDir, { demo: wanted, dir })).toBe('demo');
    expect(copied()).toBe('demo');
  });

  it('seeded on another day: the empty image, so the demo is seeded with dates relative to today', () => {
    stampDemo({ ...wanted, today: '2026-03-13' });
    expect(startFromInitialImage(dataDir, { demo: wanted, dir })).toBe('empty');
    expect(copied()).toBe('empty');
  });

  it('sealed with another key: the empty image, as the sealed demo secrets would not open', () => {
    stampDemo({ ...wanted, secretKey: 'another-key-of-another-server-9876543' });
    expect(startFromInitialImage(dataDir, { demo: wanted, dir })).toBe('empty');
  });

  it('without its stamp (a build cut short) or without the demo wanted: the empty image', () => {
    expect(startFromInitialImage(dataDir, { demo: wanted, dir })).toBe('empty');
    fs.rmSync(dataDir, { recursive: true });
    stampDemo(wanted);
    expect(startFromInitialImage(dataDir, { dir })).toBe('empty');
    expect(copied()).toBe('empty');
  });

  it('a data directory that holds a database is left as it is', () => {
    stampDemo(wanted);
    image(dataDir, 'in use');
    expect(startFromInitialImage(dataDir, { demo: wanted, dir })).toBe(false);
    expect(copied()).toBe('in use');
  });
});
