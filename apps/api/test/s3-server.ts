import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A local S3-compatible server (s3rver) with one empty bucket, files in a temporary folder, and
 * the S3_* variables that point the API at it. close() stops it and removes the folder.
 */
export async function startS3Server(port: number, bucket = 'roamstead-uploads') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await server.run();
  return {
    /** s3rver accepts any well-signed request with its built-in key pair. */
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
