import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { createOutbox } from './outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('outbox', () => {
  it('logs each message with its one-time code and keeps it, newest first, outside production', async () => {
    const lines: string[] = [];
    const outbox = createOutbox(t.app.config, t.database.db, { info: (line) => lines.push(line) });
    await outbox.send({ channel: 'email', to: 'ana@example.com', subject: 'Welcome', body: 'Hello' });
    await outbox.send({ channel: 'sms', to: '+351912345678', subject: 'Your code', body: '12345', code: '12345' });
    await outbox.send({ channel: 'email', to: 'ana@example.com', subject: 'Your code', body: '54321', code: '54321' });

    expect(lines).toEqual([
      'E-mail to ana@example.com: Welcome',
      'SMS to +351912345678: Your code (code 12345)',
      'E-mail to ana@example.com: Your code (code 54321)',
    ]);
    expect((await outbox.list('ana@example.com')).map((m) => m.code ?? null)).toEqual(['54321', null]);
  });

  it('neither logs nor keeps messages in production', async () => {
    const lines: string[] = [];
    const config = { ...t.app.config, NODE_ENV: 'production' as const };
    const outbox = createOutbox(config, t.database.db, { info: (line) => lines.push(line) });
    await outbox.send({ channel: 'sms', to: '+351900000000', subject: 'Your code', body: '99999', code: '99999' });
    expect(lines).toEqual([]);
    expect(await outbox.list('+351900000000')).toEqual([]);
  });
});
