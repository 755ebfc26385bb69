import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { signedInUser } from '../../../test/dashboardUsers';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertListing } from '../../../test/listings';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Headers = Record<string, string>;

/** The messages tests' app (one per test file, on its own data folder) and the calls they share. */
export function messagesTestApp() {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roamstead-messages-'));
    t = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (method: Method, url: string, headers?: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

  /** A host with a published listing, and a guest. */
  async function cast(title = 'Lakeside cabin') {
    const host = await signedInUser(t, { role: 'host' });
    const guest = await signedInUser(t);
    const listing = await insertListing(t.database.db, { hostId: host.user.id, title, nightlyPrice: 10000 });
    return { host, guest, listing };
  }

  async function inquiry(
    guest: { headers: Headers },
    listingId: number,
    body = 'Hello! Is it free in May?',
    extra = {},
  ) {
    const res = await call('POST', '/conversations', guest.headers, { listing_id: listingId, body, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { conversation: { id: number }; message: { id: number }; created: boolean };
  }

  return {
    get t() {
      return t;
    },
    call,
    cast,
    inquiry,
  };
}

export function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; type: string }) {
  const boundary = '----roamstead-messages-test';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
