import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCK_FILE, DataDirInUseError, lockDataDir } from './data-dir-lock.js';

const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fjord-lock-'));
  dirs.push(dir);
  return dir;
};
const writeHolder = (dir: string, pid: number) => fs.writeFileSync(path.join(dir, DATA_DIR_LOCK_FILE), `${pid}\n`);
const holder = (dir: string) => fs.readFileSync(path.join(dir, DATA_DIR_LOCK_FILE), 'utf8').trim();

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded data directory lock', () => {
  it('writes this process id into DATA_DIR and removes it on release', () => {
    const dir = path.join(dataDir(), 'not-yet-made');
    const lock = lockDataDir(dir);
    expect(holder(dir)).toBe(String(process.pid));
    expect(fs.readdirSync(dir)).toEqual([DATA_DIR_LOCK_FILE]);
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
  });

  it('refuses a directory whose lock names a running process, and leaves that lock alone', () => {
    const dir = dataDir();
    // The parent of the test process runs as long as the test does.
    writeHolder(dir, process.ppid);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`in use by another Fjord process (pid ${process.ppid})`);
    expect(holder(dir)).toBe(String(process.ppid));
  });

  it('refuses a second lock of the same directory in this process', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    lock.release();
    lockDataDir(dir).release();
  });

  it('takes over a stale lock: its process is gone', () => {
    const dir = dataDir();
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    writeHolder(dir, gone);
    const lock = lockDataDir(dir);
    expect(holder(dir)).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock naming this process that it does not hold (a restarted container reuses its pid)', () => {
    const dir = dataDir();
    writeHolder(dir, process.pid);
    lockDataDir(dir).release();
  });

  it('takes over an unreadable lock', () => {
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, DATA_DIR_LOCK_FILE), 'garbage');
    lockDataDir(dir).release();
  });

  it('leaves a lock it no longer names alone on release', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    writeHolder(dir, process.ppid);
    lock.release();
    expect(holder(dir)).toBe(String(process.ppid));
  });
});
