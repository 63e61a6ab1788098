// A worker process for the kill test (report-kill.test.ts): runs the test kind, which blocks forever after
// writing `BLOQUEAR_EM` rows and says so on stdout; the test then kills this process with SIGKILL.
import { createDatabase } from '../../db/index.ts';
import { startWorkers } from '../../worker.ts';
import { createLocalStorage } from '../../plugins/storage.ts';
import { makeTestKind } from './test-kinds.fixtures.ts';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} ausente`);
  return value;
};

const blockAt = Number(env('BLOQUEAR_EM'));
const { db } = createDatabase(env('APP_URL'), { max: 2 });
const kind = makeTestKind({
  onRow: async (i) => {
    if (i !== blockAt) return;
    process.stdout.write('BLOQUEADO\n');
    await new Promise(() => {});
  },
});
await startWorkers({
  db,
  connectionString: env('OWNER_URL'),
  storage: createLocalStorage(env('FILES_DIR')),
  expiryDays: 7,
  kinds: [kind],
  pollingIntervalSeconds: 0.5,
  updateQueueOptions: false,
});
process.stdout.write('PRONTO\n');
