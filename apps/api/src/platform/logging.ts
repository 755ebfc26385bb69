import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config';

/** JSON lines in production (for a log collector); short coloured lines anywhere else. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.NODE_ENV === 'production') return { level: config.LOG_LEVEL };
  return {
    level: config.LOG_LEVEL,
    stream: pretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', sync: true }),
  };
}

/**
 * Outside production: one short line per request at debug level (LOG_LEVEL=debug shows them)
 * instead of Fastify's two entries at info, which would bury start-up and one-time codes.
 */
export class BriefRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = `${request.method} ${request.url} → ${reply.statusCode} in ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.debug(line);
  }
}
