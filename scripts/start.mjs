// `npm start`: build the web app and the API server when their builds are stale, then serve
// web + API on one port with plain `node` (the compiled server, as production runs it).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilds, root } from './builds.mjs';

await ensureBuilds();
// The compiled server runs in this process: plain `node`, and signals reach its shutdown hook.
await import(pathToFileURL(path.join(root, 'apps/api/dist/main.js')).href);
