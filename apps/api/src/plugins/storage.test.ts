import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './storage.ts';

const root = mkdtempSync(join(tmpdir(), 'matriz-storage-'));
const sleeper = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
afterAll(() => {
  sleeper.kill('SIGKILL');
});

/** The pid of a process that has already exited. */
function deadPid(): number {
  return Number(spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout);
}

describe('createLocalStorage', () => {
  it('removes the partial files of writers that died and keeps those still being written', async () => {
    const storage = createLocalStorage(root);
    const dir = join(root, 'relatorios', 'c1');
    mkdirSync(dir, { recursive: true });

    // a report being written by this process: its partial file carries this process's pid and host
    const pending = await storage.begin('relatorios/c1/vivo.xlsx');
    pending.stream.write('abc');
    await once(pending.stream, 'ready');
    const [ownPart] = readdirSync(dir).filter((f) => f.startsWith('vivo.xlsx.part-'));
    const host = /\.part-\d+-([0-9a-f]{8})-/.exec(ownPart!)![1]!;

    const random = 'a1b2c3d4e5f6';
    const killed = `morto.xlsx.part-${deadPid()}-${host}-${random}`; // a worker killed mid-report
    const otherLive = `outro.xlsx.part-${sleeper.pid}-${host}-${random}`; // another live process writing
    const ownLeft = `antigo.xlsx.part-${process.pid}-${host}-${random}`; // this pid, not being written
    const remoteFresh = `remoto.xlsx.part-123-ffffffff-${random}`; // another machine, recent
    const remoteOld = `remoto-velho.xlsx.part-123-ffffffff-${random}`; // another machine, a day old
    const legacyOld = `legado.xlsx.part-${random}`; // the format without the writer, two hours old
    const legacyFresh = `legado-novo.xlsx.part-${random}`;
    const done = 'pronto.xlsx';
    for (const name of [killed, otherLive, ownLeft, remoteFresh, remoteOld, legacyOld, legacyFresh, done])
      writeFileSync(join(dir, name), '');
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    utimesSync(join(dir, remoteOld), hoursAgo(25), hoursAgo(25));
    utimesSync(join(dir, legacyOld), hoursAgo(2), hoursAgo(2));

    expect(await storage.removeOrphans()).toBe(4);
    expect(readdirSync(dir).sort()).toEqual([ownPart!, otherLive, remoteFresh, legacyFresh, done].sort());

    // the file being written is finished normally and is never taken for an orphan
    pending.stream.end();
    await once(pending.stream, 'finish');
    expect(await pending.commit()).toBe(3);
    expect(await storage.removeOrphans()).toBe(0);
    expect(await storage.size('relatorios/c1/vivo.xlsx')).toBe(3);
  });
});
