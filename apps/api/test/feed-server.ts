import http from 'node:http';

/** What a path of the test feed server answers: a body, a redirect, or a hand-written reply. */
export type Route =
  | string
  | { redirect: string; status?: number }
  | { status: number; body?: string }
  | ((res: http.ServerResponse) => void);

/**
 * A small HTTP server serving fixed .ics files for the sync tests; `routes` may be changed
 * between syncs (a moved or vanished event). Listens on 127.0.0.1 only.
 */
export async function startFeedServer(port: number) {
  const routes = new Map<string, Route>();
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    const route = routes.get(req.url ?? '');
    if (route === undefined) {
      res.writeHead(404).end('not found');
    } else if (typeof route === 'string') {
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(route);
    } else if (typeof route === 'function') {
      route(res);
    } else if ('redirect' in route) {
      res.writeHead(route.status ?? 302, { location: route.redirect }).end();
    } else {
      res.writeHead(route.status).end(route.body ?? '');
    }
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    routes,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

const stamp = (day: string) => day.replaceAll('-', '');

/** An iCalendar file of all-day events `[from, to)`; `status` marks one cancelled. */
export function ics(events: { uid: string; from: string; to: string; status?: string; summary?: string }[]) {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Other site//Test//EN'];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      'DTSTAMP:20261101T000000Z',
      `DTSTART;VALUE=DATE:${stamp(e.from)}`,
      `DTEND;VALUE=DATE:${stamp(e.to)}`,
      `SUMMARY:${e.summary ?? 'Booked'}`,
      ...(e.status ? [`STATUS:${e.status}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Feeds from the outside audit that froze the server: `count` all-day events without a UID (so
 * all look like one), 36,000 of them filling 1.98 MB; one event with a `bytes`-long description;
 * one event with `count` properties.
 */
export const hostileFeeds = {
  withoutUids(count: number, status?: string) {
    const event = [
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20270101',
      ...(status ? [`STATUS:${status}`] : []),
      'END:VEVENT',
      '',
    ].join('\r\n');
    return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${event.repeat(count)}END:VCALENDAR\r\n`;
  },
  manyProperties(count: number) {
    return ics([{ uid: 'many', from: '2027-01-01', to: '2027-01-02' }]).replace(
      'SUMMARY:Booked',
      `SUMMARY:Booked\r\n${'X-A:1\r\n'.repeat(count)}`,
    );
  },
  longDescription(bytes: number) {
    // Folded into 74-character lines, as RFC 5545 writes long values.
    const folded = 'x'.repeat(bytes).replace(/(.{74})/g, '$1\r\n ');
    return ics([{ uid: 'long', from: '2027-01-01', to: '2027-01-02' }]).replace(
      'SUMMARY:Booked',
      `SUMMARY:Booked\r\nDESCRIPTION:${folded}`,
    );
  },
};
