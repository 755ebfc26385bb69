import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeOperator, signUp } from '../../../test/auth';
import { type App, buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { applyReferenceData } from '../../db/reference';
import { applyContentData } from '../content';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Two API processes on one PostgreSQL database, started as main.ts starts them (docs/adr/0076). */
describe.skipIf(!serverUrl)('admin content: two processes on PostgreSQL', () => {
  const name = `roamstead_content_${randomBytes(6).toString('hex')}`;
  const url = new URL(serverUrl ?? 'postgres://localhost');
  url.pathname = `/${name}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST: '/nonexistent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Content is under test, not load shedding (a busy test machine lags the event loop, and a
    // test worker holds the heaps of every app it has started).
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    PRESSURE_MAX_HEAP_USED_BYTES: '0',
  });
  const running: Array<{ app: App; database: Database }> = [];

  async function start() {
    const database = await openDatabase({ url: url.toString() });
    await database.migrate();
    await applyReferenceData(database.db);
    await applyContentData(database.db);
    const app = await buildApp({ config, database });
    running.push({ app, database });
    return app;
  }
  async function stop(app: App) {
    const i = running.findIndex((r) => r.app === app);
    const [one] = running.splice(i, 1);
    await one?.app.close();
    await one?.database.close();
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  });
  afterAll(async () => {
    for (const { app, database } of running) {
      await app.close();
      await database.close();
    }
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('an edit on one process shows on the other at once, and after both restart', async () => {
    const a = await start();
    let b = await start();
    const editor = await signUp(a, { firstName: 'Cleo' });
    await makeOperator(a, editor.user.id, 'content');
    const frenchFaqs = async (app: App) =>
      (await app.inject({ method: 'GET', url: '/api/v1/faqs?lang=fr' })).json().data as Array<{
        id: number;
        answer_html: string;
      }>;
    const before = await frenchFaqs(b);
    const first = before[0];
    if (!first) throw new Error('no FAQ');

    const item = (
      await a.inject({ method: 'GET', url: `/api/v1/admin/content/faq/${first.id}`, headers: bearer(editor.token) })
    ).json().data;
    const saved = await a.inject({
      method: 'PUT',
      url: `/api/v1/admin/content/faq/${first.id}`,
      headers: bearer(editor.token),
      payload: {
        ...item,
        translations: { ...item.translations, fr: { ...item.translations.fr, answer: 'Vu *partout*.' } },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await frenchFaqs(b)).find((f) => f.id === first.id)?.answer_html).toBe('<p>Vu <em>partout</em>.</p>');

    await stop(b);
    b = await start();
    expect((await frenchFaqs(b)).find((f) => f.id === first.id)?.answer_html).toBe('<p>Vu <em>partout</em>.</p>');
  });
});
