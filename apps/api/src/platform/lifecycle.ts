import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** A stopping process exits within this time, whatever is still running. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * True for the embedded database's WebAssembly abort (a `WebAssembly.RuntimeError`, wrapped by the query layer or not): PGlite
 * cannot answer again in this process, so it must exit and be restarted.
 */
export function isDatabaseAbort(err: unknown): boolean {
  for (let e = err; e instanceof Error; e = e.cause) {
    if (e.name === 'RuntimeError') return true;
  }
  return false;
}

/**
 * Uncaught exceptions and unhandled rejections: logged with their stack at fatal level, then the
 * process exits (its state is unknown; the supervisor or balancer takes over).
 */
export function exitOnFatalErrors(log: FastifyBaseLogger, exit: (code: number) => void = process.exit) {
  const fatal = (kind: string) => (err: unknown) => {
    log.fatal({ err }, kind);
    exit(1);
  };
  process.on('uncaughtException', fatal('uncaught exception'));
  process.on('unhandledRejection', fatal('unhandled promise rejection'));
  return fatal;
}

/**
 * SIGTERM / SIGINT: `close` stops accepting connections, lets requests in flight finish and ends
 * live streams (their clients reconnect elsewhere); the process exits when that is done or after
 * SHUTDOWN_TIMEOUT_MS at the latest. A second signal exits at once. Returns the uninstall.
 */
export function exitOnSignals(
  log: FastifyBaseLogger,
  close: () => Promise<void>,
  exit: (code: number) => void = process.exit,
) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn(`${signal} again: exiting now`);
      return exit(1);
    }
    stopping = true;
    log.info(`${signal}: finishing requests in flight, then exiting`);
    const deadline = setTimeout(() => {
      log.error(`requests still running after ${SHUTDOWN_TIMEOUT_MS / 1000} s: exiting anyway`);
      exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    close().then(
      () => exit(0),
      (err) => {
        log.error({ err }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return () => {
    process.off('SIGTERM', stop);
    process.off('SIGINT', stop);
  };
}

/**
 * While the app closes, every answer ends its connection: the server stops once requests in flight
 * are answered instead of waiting for their kept-alive connections to time out.
 */
export function registerDrain(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
