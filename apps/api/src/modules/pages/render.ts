import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer } from '@roamstead/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

type Renderer = PageRenderer<(request: Request) => Promise<Response>>;

/** The renderer the web build wrote beside the app (`server/entry-server.js`), or null without one. */
export async function loadPageRenderer(webDist: string): Promise<Renderer | null> {
  const file = path.join(webDist, 'server', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as Renderer;
}

/** Headers of the visitor's request that an API call made for their page carries along. */
const FORWARDED = ['accept-language', 'user-agent'];

/**
 * The page's API calls answered by this server's own routes in process (`inject`): no socket, the
 * same validation, caching and rate limits as the browser's calls, counted against the visitor's
 * address. Signed out: the page is the same for everyone who reads it.
 */
export const fetchThrough =
  (app: FastifyInstance, visitor: FastifyRequest) =>
  async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = visitor.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    request.headers.forEach((value, name) => {
      if (name !== 'authorization' && name !== 'cookie') headers[name] = value;
    });
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress: visitor.ip,
      ...(body ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && name !== 'content-encoding' && name !== 'transfer-encoding')
        responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers: responseHeaders });
  };
