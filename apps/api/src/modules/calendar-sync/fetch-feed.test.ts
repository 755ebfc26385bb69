import { CALENDAR_SYNC_MESSAGES } from '@roamstead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedServer } from '../../../test/feed-server';
import { fetchFeed, isPrivateAddress } from './fetch-feed';

let server: Awaited<ReturnType<typeof startFeedServer>>;
beforeAll(async () => {
  server = await startFeedServer(3264);
});
afterAll(async () => server?.close());

/** The test server is on loopback: allow exactly that address, as production allows public ones. */
const onlyTestServer = { allowPrivate: (address: string) => address === '127.0.0.1' };

describe('fetchFeed', () => {
  it('reads a feed and follows a redirect', async () => {
    server.routes.set('/cal.ics', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    server.routes.set('/moved', { redirect: '/cal.ics', status: 301 });
    expect(await fetchFeed(server.url('/moved'), onlyTestServer)).toContain('BEGIN:VCALENDAR');
  });

  it.each([
    'http://10.0.0.7/cal.ics',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]:3264/cal.ics',
    'http://[fd00::1]/cal.ics',
    'http://192.168.1.1/cal.ics',
  ])('refuses a redirect to the private address %s', async (target) => {
    server.routes.set('/to-private', { redirect: target });
    await expect(fetchFeed(server.url('/to-private'), onlyTestServer)).rejects.toThrow(
      CALENDAR_SYNC_MESSAGES.privateAddress,
    );
  });

  it('refuses loopback and private hosts unless allowed', async () => {
    await expect(fetchFeed(server.url('/cal.ics'), { allowPrivate: false })).rejects.toThrow(
      CALENDAR_SYNC_MESSAGES.privateAddress,
    );
    await expect(fetchFeed('http://localhost:3264/cal.ics', { allowPrivate: false })).rejects.toThrow(
      CALENDAR_SYNC_MESSAGES.privateAddress,
    );
  });

  it('stops after a few redirects', async () => {
    for (let i = 0; i < 6; i++) server.routes.set(`/hop${i}`, { redirect: `/hop${i + 1}` });
    await expect(fetchFeed(server.url('/hop0'), onlyTestServer)).rejects.toThrow(
      CALENDAR_SYNC_MESSAGES.tooManyRedirects,
    );
  });

  it('refuses a redirect to something that is not http(s)', async () => {
    server.routes.set('/to-file', { redirect: 'file:///etc/passwd' });
    await expect(fetchFeed(server.url('/to-file'), onlyTestServer)).rejects.toThrow(CALENDAR_SYNC_MESSAGES.badRedirect);
  });

  it('refuses oversized feeds, announced or streamed', async () => {
    server.routes.set('/big.ics', 'x'.repeat(5000));
    await expect(fetchFeed(server.url('/big.ics'), { ...onlyTestServer, maxBytes: 4096 })).rejects.toThrow(
      CALENDAR_SYNC_MESSAGES.tooLarge,
    );
    server.routes.set('/stream.ics', (res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      for (let i = 0; i < 10; i++) res.write('y'.repeat(1000));
      res.end();
    });
    await expect(fetchFeed(server.url('/stream.ics'), { ...onlyTestServer, maxBytes: 4096 })).rejects.toThrow(
      CALENDAR_SYNC_MESSAGES.tooLarge,
    );
  });

  it('gives up on a slow feed at the deadline', async () => {
    let hungUp = () => {};
    const connectionClosed = new Promise<void>((resolve) => {
      hungUp = resolve;
    });
    server.routes.set('/slow.ics', (res) => {
      res.on('close', hungUp);
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.write('BEGIN:VCALENDAR\r\n');
      // Never ends.
    });
    await expect(fetchFeed(server.url('/slow.ics'), { ...onlyTestServer, timeoutMs: 300 })).rejects.toThrow(
      CALENDAR_SYNC_MESSAGES.timeout,
    );
    // It hangs up rather than leaving the connection open.
    await connectionClosed;
    server.routes.set('/silent.ics', () => {});
    await expect(fetchFeed(server.url('/silent.ics'), { ...onlyTestServer, timeoutMs: 300 })).rejects.toThrow(
      CALENDAR_SYNC_MESSAGES.timeout,
    );
  });

  it('reports error statuses and unknown hosts in plain words', async () => {
    await expect(fetchFeed(server.url('/missing.ics'), onlyTestServer)).rejects.toThrow(
      CALENDAR_SYNC_MESSAGES.httpStatus(404),
    );
    await expect(fetchFeed('http://calendar.invalid/x.ics', { allowPrivate: false })).rejects.toThrow(
      CALENDAR_SYNC_MESSAGES.notFound,
    );
  });

  it('knows private, loopback and link-local addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.0.9',
      '169.254.1.1',
      '::1',
      'fe80::1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['93.184.216.34', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::5db8:d822']) {
      expect(isPrivateAddress(a), a).toBe(false);
    }
  });

  it('knows IPv4 addresses inside IPv6 translation and tunnel forms', () => {
    for (const a of [
      '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
      '64:ff9b::a00:1', // NAT64 of 10.0.0.1
      '64:ff9b:1::a00:1', // local-use NAT64 (RFC 8215)
      '2002:7f00:1::', // 6to4 of 127.0.0.1
      '2002:5db8:d822::1', // 6to4, even of a public address
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      '::127.0.0.1', // IPv4-compatible
      '::7f00:1', // the same, as URLs write it
      '::808:808', // IPv4-compatible, even of a public address
      '::ffff:7f00:1', // IPv4-mapped, hexadecimal
      '100.64.0.1',
      '198.18.0.1',
      '192.0.2.1',
      '2001:db8::1',
      'not an address',
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
  });

  it.each([
    'http://[64:ff9b::7f00:1]:3264/cal.ics',
    'http://[2002:7f00:1::]:3264/cal.ics',
    'http://[::127.0.0.1]:3264/cal.ics',
  ])('refuses to connect to %s', async (url) => {
    await expect(fetchFeed(url, { allowPrivate: false })).rejects.toThrow(CALENDAR_SYNC_MESSAGES.privateAddress);
  });
});
