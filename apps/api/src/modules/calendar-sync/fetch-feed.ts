import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { CALENDAR_SYNC_LIMITS, CALENDAR_SYNC_MESSAGES } from '@roamstead/contract';

/** A sync failure whose message is meant for the host. */
export class FeedError extends Error {}

/** Addresses a feed may never point to: loopback, private, link-local, unique-local, and so on. */
const blocked = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    // IPv4-mapped (::ffff:10.0.0.1) is checked as the IPv4 address it is.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) return blocked.check(mapped[1], 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return blocked.check(address, 'ipv4');
}

export interface FetchOptions {
  /** true lets any address through (ICAL_ALLOW_PRIVATE_HOSTS); a function decides per address. */
  allowPrivate: boolean | ((address: string) => boolean);
  timeoutMs?: number;
  maxBytes?: number;
}

/**
 * Resolves like dns.lookup, refusing private addresses. Used as the socket's lookup, so the
 * address checked is the address connected to (no second resolution to rebind).
 */
const guardedLookup =
  (permitted: (address: string) => boolean): net.LookupFunction =>
  (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = addresses as dns.LookupAddress[];
      if (!list.every((a) => permitted(a.address))) {
        return callback(new FeedError(CALENDAR_SYNC_MESSAGES.privateAddress), '', 4);
      }
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first) return callback(new FeedError(CALENDAR_SYNC_MESSAGES.notFound), '', 4);
      callback(null, first.address, first.family);
    });
  };

function networkError(err: unknown): FeedError {
  if (err instanceof FeedError) return err;
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new FeedError(CALENDAR_SYNC_MESSAGES.notFound);
  return new FeedError(CALENDAR_SYNC_MESSAGES.unreachable);
}

/** One GET without following redirects: the status, the Location, or the body (size-limited). */
function getOnce(url: URL, opts: Required<FetchOptions>, signal: AbortSignal) {
  return new Promise<{ status: number; location?: string; body?: string }>((resolve, reject) => {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const permitted = (address: string) =>
      opts.allowPrivate === true ||
      !isPrivateAddress(address) ||
      (typeof opts.allowPrivate === 'function' && opts.allowPrivate(address));
    if (net.isIP(host) && !permitted(host)) {
      reject(new FeedError(CALENDAR_SYNC_MESSAGES.privateAddress));
      return;
    }
    const failure = (err: unknown) =>
      signal.aborted ? new FeedError(CALENDAR_SYNC_MESSAGES.timeout) : networkError(err);
    const client = url.protocol === 'https:' ? https : http;
    const req = client.get(
      url,
      {
        lookup: guardedLookup(permitted),
        signal,
        headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Roamstead calendar sync' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          resolve({ status, ...(res.headers.location ? { location: res.headers.location } : {}) });
          return;
        }
        if (status < 200 || status >= 300) {
          res.resume();
          resolve({ status });
          return;
        }
        if (Number(res.headers['content-length'] ?? 0) > opts.maxBytes) {
          res.destroy();
          reject(new FeedError(CALENDAR_SYNC_MESSAGES.tooLarge));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > opts.maxBytes) {
            res.destroy();
            reject(new FeedError(CALENDAR_SYNC_MESSAGES.tooLarge));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
        // An abort mid-body (the deadline) closes the response without an end.
        res.on('close', () => {
          if (!res.complete) reject(failure(new Error('response closed')));
        });
      },
    );
    req.on('error', (err) => reject(failure(err)));
  });
}

/**
 * Downloads an iCalendar feed the way a stranger's URL must be fetched: http(s) only, no private
 * or local addresses (unless allowed, for tests), at most a few redirects, each checked again, a
 * size limit and one deadline for the whole exchange. Failures are FeedErrors in plain words.
 */
export async function fetchFeed(url: string, options: FetchOptions): Promise<string> {
  const opts = {
    timeoutMs: CALENDAR_SYNC_LIMITS.fetchTimeoutMs,
    maxBytes: CALENDAR_SYNC_LIMITS.maxBytes,
    ...options,
  };
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let current = new URL(url);
  for (let hop = 0; hop <= CALENDAR_SYNC_LIMITS.maxRedirects; hop++) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:') {
      throw new FeedError(CALENDAR_SYNC_MESSAGES.badRedirect);
    }
    const res = await getOnce(current, opts, signal);
    if (res.body !== undefined) return res.body;
    if (res.status >= 300 && res.status < 400) {
      if (!res.location) throw new FeedError(CALENDAR_SYNC_MESSAGES.httpStatus(res.status));
      try {
        current = new URL(res.location, current);
      } catch {
        throw new FeedError(CALENDAR_SYNC_MESSAGES.badRedirect);
      }
      continue;
    }
    throw new FeedError(CALENDAR_SYNC_MESSAGES.httpStatus(res.status));
  }
  throw new FeedError(CALENDAR_SYNC_MESSAGES.tooManyRedirects);
}
