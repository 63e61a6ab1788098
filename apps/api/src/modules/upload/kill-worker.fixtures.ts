// A worker process for the upload kill test (upload-kill.test.ts): the real workers (worker.ts) on the test's
// database, small batches; the test blocks one of the file's later batches and kills this process with SIGKILL.
import { createDatabase } from '../../db/index.ts';
import { createLocalStorage } from '../../plugins/storage.ts';
import { startWorkers } from '../../worker.ts';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} ausente`);
  return value;
};
const { db } = createDatabase(env('APP_URL'), { max: 3, applicationName: 'matriz-upload-kill' });
await startWorkers({
  db,
  connectionString: env('OWNER_URL'),
  storage: createLocalStorage(env('FILES_DIR')),
  expiryDays: 7,
  kinds: [],
  pollingIntervalSeconds: 0.5,
  updateQueueOptions: false,
  uploads: { lote: 1000 },
});
process.stdout.write('PRONTO\n');
