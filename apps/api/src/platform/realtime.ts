import { and, asc, eq, gt, lt, max, min, sql } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import type { Database, Db } from '../db/client';
import { realtimeEvents } from '../db/schema';

/**
 * Real-time fan-out between API processes through PostgreSQL LISTEN/NOTIFY (docs/adr/0012).
 *
 * An event for some users is stored once per user in `realtime_events` (so a client that reconnects
 * replays what it missed) and announced with NOTIFY on one channel. Every process LISTENs on that
 * channel with a connection of its own and hands the event to the streams of those users it holds.
 * Ephemeral signals (typing) are announced without being stored, and broadcasts (a topic for every
 * process, such as "search answers changed") reach each process's handlers rather than users.
 */

export const REALTIME_CHANNEL = 'roamstead_realtime';
/** NOTIFY payloads must stay under 8000 bytes; larger events are read back from the table. */
const INLINE_LIMIT = 7000;
/** First key of the advisory locks that order each user's stored events (the second is the user id). */
const EVENT_ORDER_LOCK = 0x5245_4154; // 'REAT'
/** How many missed events a reconnecting client may replay; beyond that it reloads. */
export const REPLAY_LIMIT = 500;

export interface Delivery {
  /** Stored event id (SSE event id); absent for ephemeral signals. */
  id?: number;
  event: unknown;
}

type Listener = (delivery: Delivery) => void;

/** A process-wide announcement: `{ b: topic }`. */
interface Broadcast {
  b: string;
}

interface Signal {
  /** Recipients with the id of their stored copy (0 for ephemeral). */
  to: Array<[userId: number, eventId: number]>;
  /** The event, or absent when it was too large to inline (read it from the table). */
  e?: unknown;
}

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface Realtime {
  /** Stores `event` for every user (inside `tx` when given, so it is announced at commit) and announces it. */
  publish(userIds: number[], event: unknown, tx?: Db): Promise<void>;
  /** Announces `event` to the users' open streams without keeping it. */
  signal(userIds: number[], event: unknown): Promise<void>;
  /** Announces `topic` to every process, this one included; nothing is stored. */
  broadcast(topic: string): Promise<void>;
  /** Runs `handler` on every broadcast of `topic`; returns the unsubscribe. */
  onBroadcast(topic: string, handler: () => void): () => void;
  /** Local streams of a user; returns the unsubscribe. */
  subscribe(userId: number, listener: Listener): () => void;
  /** Called when the LISTEN connection was lost and re-established: streams should reconnect and catch up. */
  onResync(handler: () => void): () => void;
  /** Stored events after `afterId`, oldest first; `reset` when some were already pruned or too many. */
  replay(userId: number, afterId: number): Promise<{ events: Delivery[]; reset: boolean }>;
  lastEventId(userId: number): Promise<number>;
  /** Listeners, broadcast and resync handlers registered now (the soak watches it for leaks). */
  listenerCount(): number;
  /** Deletes stored events older than `before`. */
  prune(before: Date): Promise<number>;
  close(): Promise<void>;
}

export async function createRealtime(database: Database, log: Logger): Promise<Realtime> {
  const db = database.db;
  const listeners = new Map<number, Set<Listener>>();
  const resyncHandlers = new Set<() => void>();
  const broadcastHandlers = new Map<string, Set<() => void>>();
  let closed = false;

  function deliverLocal(userId: number, delivery: Delivery) {
    for (const listener of listeners.get(userId) ?? []) {
      try {
        listener(delivery);
      } catch (err) {
        log.error({ err }, 'realtime listener failed');
      }
    }
  }

  async function onNotification(payload: string | undefined) {
    if (!payload) return;
    let signal: Signal | Broadcast;
    try {
      signal = JSON.parse(payload) as Signal | Broadcast;
    } catch {
      return;
    }
    if ('b' in signal) {
      for (const handler of broadcastHandlers.get(signal.b) ?? []) handler();
      return;
    }
    const local = signal.to.filter(([userId]) => listeners.has(userId));
    if (local.length === 0) return;
    let event = signal.e;
    if (event === undefined) {
      const firstId = local[0]?.[1];
      if (!firstId) return;
      const [row] = await db
        .select({ payload: realtimeEvents.payload })
        .from(realtimeEvents)
        .where(eq(realtimeEvents.id, firstId));
      if (!row) return;
      event = row.payload;
    }
    for (const [userId, id] of local) deliverLocal(userId, { ...(id ? { id } : {}), event });
  }

  const handle = (payload: string | undefined) => {
    onNotification(payload).catch((err) => log.error({ err }, 'realtime delivery failed'));
  };

  const stopListening = await listen(database, handle, log, () => {
    for (const handler of resyncHandlers) handler();
  });

  async function announce(signal: Signal, event: unknown, executor: Db) {
    const inline = JSON.stringify({ ...signal, e: event });
    const payload = Buffer.byteLength(inline) <= INLINE_LIMIT ? inline : JSON.stringify(signal);
    await executor.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
  }

  return {
    async publish(userIds, event, tx) {
      const unique = [...new Set(userIds)].sort((a, b) => a - b);
      if (unique.length === 0) return;
      const store = async (executor: Db) => {
        // A user's events must commit in the order of their ids: streams skip ids at or below the
        // last one sent and reconnect after it, so an event whose transaction committed after a
        // later id's would never be delivered. Each recipient's lock (taken in id order, held to
        // commit; publishing is the last step of its transaction) makes the next event wait.
        for (const userId of unique) {
          await executor.execute(sql`select pg_advisory_xact_lock(${EVENT_ORDER_LOCK}::int, ${userId}::int)`);
        }
        const rows = await executor
          .insert(realtimeEvents)
          .values(unique.map((userId) => ({ userId, payload: event })))
          .returning({ id: realtimeEvents.id, userId: realtimeEvents.userId });
        await announce({ to: rows.map((r) => [r.userId, r.id]) }, event, executor);
      };
      if (tx) await store(tx);
      else await db.transaction((t) => store(t as unknown as Db));
    },

    async signal(userIds, event) {
      const unique = [...new Set(userIds)];
      if (unique.length === 0) return;
      await announce({ to: unique.map((u) => [u, 0]) }, event, db);
    },

    async broadcast(topic) {
      await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify({ b: topic })})`);
    },

    onBroadcast(topic, handler) {
      let set = broadcastHandlers.get(topic);
      if (!set) {
        set = new Set();
        broadcastHandlers.set(topic, set);
      }
      set.add(handler);
      return () => set.delete(handler);
    },

    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      return () => {
        const current = listeners.get(userId);
        current?.delete(listener);
        if (current?.size === 0) listeners.delete(userId);
      };
    },

    listenerCount() {
      let count = resyncHandlers.size;
      for (const set of listeners.values()) count += set.size;
      for (const set of broadcastHandlers.values()) count += set.size;
      return count;
    },

    onResync(handler) {
      resyncHandlers.add(handler);
      return () => resyncHandlers.delete(handler);
    },

    async replay(userId, afterId) {
      const rows = await db
        .select({ id: realtimeEvents.id, payload: realtimeEvents.payload })
        .from(realtimeEvents)
        .where(and(eq(realtimeEvents.userId, userId), gt(realtimeEvents.id, afterId)))
        .orderBy(asc(realtimeEvents.id))
        .limit(REPLAY_LIMIT + 1);
      // Events are pruned oldest first: when nothing at or just after the client's last event is
      // kept any more, what it missed may be gone, so it reloads instead of replaying.
      const [kept] = await db.select({ oldest: min(realtimeEvents.id) }).from(realtimeEvents);
      const pruned = afterId > 0 && (kept?.oldest == null || kept.oldest > afterId + 1);
      const reset = rows.length > REPLAY_LIMIT || pruned;
      return { events: rows.slice(0, REPLAY_LIMIT).map((r) => ({ id: r.id, event: r.payload })), reset };
    },

    async lastEventId(userId) {
      const [row] = await db
        .select({ id: max(realtimeEvents.id) })
        .from(realtimeEvents)
        .where(eq(realtimeEvents.userId, userId));
      return row?.id ?? 0;
    },

    async prune(before) {
      const rows = await db
        .delete(realtimeEvents)
        .where(lt(realtimeEvents.createdAt, before))
        .returning({ id: realtimeEvents.id });
      return rows.length;
    },

    async close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      await stopListening();
    },
  };
}

/**
 * LISTENs with a dedicated connection: the PGlite instance itself, or one client checked out of the
 * pool for good (re-established after a connection loss, then `onResync`).
 */
async function listen(
  database: Database,
  handle: (payload: string | undefined) => void,
  log: Logger,
  onResync: () => void,
): Promise<() => Promise<void>> {
  const { driver } = database;
  if (driver.kind === 'pglite') {
    const unlisten = await driver.client.listen(REALTIME_CHANNEL, handle);
    return async () => {
      await unlisten().catch(() => undefined);
    };
  }

  const { pool } = driver;
  let stopped = false;
  let current: { client: PoolClient; drop: (err?: Error) => void } | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = await pool.connect();
    let released = false;
    const drop = (err?: Error) => {
      if (released) return;
      released = true;
      client.removeAllListeners('notification');
      client.release(err ?? true);
      if (current?.client === client) current = undefined;
    };
    client.on('notification', (msg) => {
      if (msg.channel === REALTIME_CHANNEL) handle(msg.payload);
    });
    client.on('error', (err) => {
      if (released) return;
      log.warn({ err }, 'realtime LISTEN connection lost; reconnecting');
      drop(err);
      scheduleReconnect();
    });
    try {
      await client.query(`LISTEN ${REALTIME_CHANNEL}`);
    } catch (err) {
      drop(err as Error);
      throw err;
    }
    current = { client, drop };
  };

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(onResync, (err) => {
        log.warn({ err }, 'realtime LISTEN reconnect failed; retrying');
        scheduleReconnect();
      });
    }, 1000);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const listening = current;
    current = undefined;
    if (listening) {
      await listening.client.query(`UNLISTEN ${REALTIME_CHANNEL}`).catch(() => undefined);
      // Released through drop() so a late error on this connection cannot release it twice.
      listening.drop();
    }
  };
}
