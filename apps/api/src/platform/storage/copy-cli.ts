// `npm run storage:copy`: copies the uploads kept on the local disk (DATA_DIR/uploads) into the
// bucket the S3_* variables name, under the same keys, so the API can switch to it. Safe to run
// again: objects already in the bucket with the same size are left alone.
import { loadConfig } from '../../config';
import { copyObjects } from './copy';
import { createStorage, localStorage, uploadsDir } from './index';

const PROGRESS_EVERY = 100;

const config = loadConfig();
if (!config.S3_BUCKET) {
  console.error('S3_BUCKET is not set: set the S3_* variables of the bucket to copy the uploads into.');
  process.exit(1);
}
const from = localStorage(uploadsDir(config));
const to = await createStorage(config);
try {
  await to.check();
  console.log(`Copying the uploads in ${from.description} to ${to.description}…`);
  const started = performance.now();
  const totals = await copyObjects(from, to, {
    onProgress: (t) => {
      if (t.seen % PROGRESS_EVERY === 0)
        console.log(`  ${t.seen} files: ${t.copied} copied, ${t.present} already there`);
    },
    onError: (key, err) => console.error(`  could not copy ${key}: ${err instanceof Error ? err.message : err}`),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Done in ${seconds} s: ${totals.seen} files, ${totals.copied} copied, ${totals.present} already there, ` +
      `${totals.failed} failed.`,
  );
  process.exitCode = totals.failed ? 1 : 0;
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await to.close();
}
