import type { Conversation, RealtimeEvent, StreamReady } from '@roamstead/contract';
import { API_BASE_PATH, CONVERSATION_LIMITS } from '@roamstead/contract/constants';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { apiClient } from '../../api/http';
import { fetchData } from '../../api/query';
import { useAuth } from '../auth';
import { addMessageToCache, keys } from './api';

/**
 * The live stream (Server-Sent Events, docs/adr/0012): one connection per tab while any screen
 * uses it. EventSource cannot send the access token, so each (re)connection first trades it for a
 * one-minute ticket; reconnects pass the last event id, and the server replays what was missed.
 */

type Status = 'idle' | 'connecting' | 'open' | 'retrying';

const RETRY_MS = [1000, 2000, 5000, 10_000, 20_000];

interface Connection {
  userId: number;
  source: EventSource | null;
  users: number;
  lastEventId: number | undefined;
  attempt: number;
  retry: ReturnType<typeof setTimeout> | undefined;
  stopped: boolean;
}

let connection: Connection | null = null;
let status: Status = 'idle';
const statusListeners = new Set<() => void>();
const setStatus = (next: Status) => {
  status = next;
  for (const l of statusListeners) l();
};

/** Who is typing where: conversation id → user id and until when. */
const typing = new Map<number, { userId: number; until: number }>();
const typingListeners = new Set<() => void>();
const emitTyping = () => {
  for (const l of typingListeners) l();
};

function handle(queryClient: QueryClient, me: number, event: RealtimeEvent) {
  switch (event.type) {
    case 'message': {
      addMessageToCache(queryClient, event.message);
      if (event.message.sender_id !== me && typing.get(event.conversation_id)?.userId === event.message.sender_id) {
        typing.delete(event.conversation_id);
        emitTyping();
      }
      void queryClient.invalidateQueries({ queryKey: keys.detail(event.conversation_id) });
      void queryClient.invalidateQueries({ queryKey: keys.lists });
      void queryClient.invalidateQueries({ queryKey: keys.unread });
      break;
    }
    case 'read': {
      queryClient.setQueryData<Conversation>(keys.detail(event.conversation_id), (c) => {
        if (!c) return c;
        return event.user_id === me
          ? { ...c, my_last_read_id: Math.max(c.my_last_read_id, event.last_read_id) }
          : { ...c, other_last_read_id: Math.max(c.other_last_read_id, event.last_read_id) };
      });
      // A detail fetch already in flight (started by a message event) may have been answered before
      // this read happened; refetching cancels it so it cannot overwrite the receipt with older data.
      void queryClient.invalidateQueries({ queryKey: keys.detail(event.conversation_id) });
      void queryClient.invalidateQueries({ queryKey: keys.lists });
      void queryClient.invalidateQueries({ queryKey: keys.unread });
      break;
    }
    case 'typing': {
      typing.set(event.conversation_id, { userId: event.user_id, until: Date.now() + CONVERSATION_LIMITS.typingTtlMs });
      emitTyping();
      setTimeout(emitTyping, CONVERSATION_LIMITS.typingTtlMs + 50);
      break;
    }
    case 'conversation': {
      void queryClient.invalidateQueries({ queryKey: keys.detail(event.conversation_id) });
      void queryClient.invalidateQueries({ queryKey: keys.lists });
      break;
    }
  }
}

async function open(conn: Connection, queryClient: QueryClient) {
  if (conn.stopped) return;
  setStatus(conn.attempt === 0 ? 'connecting' : 'retrying');
  let ticket: string;
  try {
    ticket = (await fetchData<{ ticket: string }>(apiClient.post('/conversations/stream-ticket'))).ticket;
  } catch {
    return scheduleRetry(conn, queryClient);
  }
  if (conn.stopped) return;
  const params = new URLSearchParams({ ticket });
  if (conn.lastEventId !== undefined) params.set('last_event_id', String(conn.lastEventId));
  const source = new EventSource(`${API_BASE_PATH}/conversations/stream?${params}`);
  conn.source = source;
  const firstConnection = conn.lastEventId === undefined;

  const track = (e: MessageEvent) => {
    const id = Number(e.lastEventId);
    if (e.lastEventId && Number.isInteger(id)) conn.lastEventId = Math.max(conn.lastEventId ?? 0, id);
  };
  for (const type of ['message', 'read', 'typing', 'conversation'] as const) {
    source.addEventListener(type, (e) => {
      track(e);
      try {
        handle(queryClient, conn.userId, JSON.parse(e.data) as RealtimeEvent);
      } catch {
        // A malformed frame is skipped; the next refetch corrects the screen.
      }
    });
  }
  source.addEventListener('ready', (e) => {
    const ready = JSON.parse(e.data) as StreamReady;
    conn.lastEventId = Math.max(conn.lastEventId ?? 0, ready.last_event_id);
    conn.attempt = 0;
    setStatus('open');
    // A first connection (or one whose missed events are gone) reloads what the screens show.
    if (firstConnection || ready.reset) void queryClient.invalidateQueries({ queryKey: keys.all });
  });
  source.onerror = () => {
    // Tickets live a minute, so EventSource's own retry would fail: reconnect with a fresh ticket.
    source.close();
    if (conn.source === source) conn.source = null;
    scheduleRetry(conn, queryClient);
  };
}

function scheduleRetry(conn: Connection, queryClient: QueryClient) {
  if (conn.stopped) return;
  setStatus('retrying');
  const delay = RETRY_MS[Math.min(conn.attempt, RETRY_MS.length - 1)] ?? 20_000;
  conn.attempt += 1;
  clearTimeout(conn.retry);
  conn.retry = setTimeout(() => void open(conn, queryClient), delay);
}

function stop(conn: Connection) {
  conn.stopped = true;
  clearTimeout(conn.retry);
  conn.source?.close();
  conn.source = null;
  if (connection === conn) connection = null;
  setStatus('idle');
}

/** Keeps the live stream open while the calling component is mounted and a user is signed in. */
export function useMessagesLive() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    if (connection && connection.userId !== userId) stop(connection);
    if (!connection) {
      connection = {
        userId,
        source: null,
        users: 0,
        lastEventId: undefined,
        attempt: 0,
        retry: undefined,
        stopped: false,
      };
      void open(connection, queryClient);
    }
    const conn = connection;
    conn.users += 1;
    return () => {
      conn.users -= 1;
      // Screens swap quickly during navigation: close only when nobody picked it up again.
      setTimeout(() => {
        if (conn.users === 0) stop(conn);
      }, 1000);
    };
  }, [userId, queryClient]);
}

export const useLiveStatus = () =>
  useSyncExternalStore(
    (l) => {
      statusListeners.add(l);
      return () => statusListeners.delete(l);
    },
    () => status,
  );

/** The id of the user typing in a conversation right now, or undefined. */
export function useTyping(conversationId: number | undefined) {
  return useSyncExternalStore(
    (l) => {
      typingListeners.add(l);
      return () => typingListeners.delete(l);
    },
    () => {
      if (conversationId === undefined) return undefined;
      const entry = typing.get(conversationId);
      return entry && entry.until > Date.now() ? entry.userId : undefined;
    },
  );
}
