import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { CALENDAR_SYNC_LIMITS, CALENDAR_SYNC_MESSAGES } from '@roamstead/contract';
import ipaddr from 'ipaddr.js';

/** A sync failure whose message is meant for the host. */
export class FeedError extends Error {}

/** NAT64's well-known prefix (RFC 6052): the IPv4 address in its last 32 bits is the one reached. */
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');
/** IPv4-compatible IPv6 (::a.b.c.d, deprecated by RFC 4291), which ipaddr.js counts as unicast. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * True unless `address` is an ordinary public unicast address, as ipaddr.js classifies them:
 * loopback, private, link-local, unique-local, CGNAT, multicast, reserved, documentation and the
 * like are refused. IPv4-mapped forms are judged as their IPv4 address, NAT64 by the IPv4 address
 * it translates to; IPv4-compatible forms, 6to4, Teredo and other tunnel or translation ranges are
 * refused outright (a calendar site needs none of them).
 */
export function isPrivateAddress(address: string): boolean {
  if (net.isIP(address) === 0) return true;
  const ip = ipaddr.process(address);
  if (ip.kind() === 'ipv6' && ip.match(NAT64)) {
    return isPrivateAddress(ipaddr.fromByteArray(ip.toByteArray().slice(12)).toString());
  }
  if (ip.kind() === 'ipv6' && ip.match(IPV4_COMPATIBLE)) return true;
  return ip.range() !== 'unicast';
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
