// Run by fatal-errors.test.ts as a process of its own: production's logger and fatal-error
// handlers, then an error nothing catches (argv[2]: `exception` or `rejection`).
import Fastify from 'fastify';
import { loadConfig } from '../src/config';
import { exitOnFatalErrors } from '../src/platform/lifecycle';
import { loggerOptions } from '../src/platform/logging';

const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-32-characters' });
const app = Fastify({ logger: loggerOptions(config) });
exitOnFatalErrors(app.log);
if (process.argv[2] === 'exception') {
  setTimeout(() => {
    throw new Error('thrown in a timer');
  });
} else {
  void Promise.reject(new Error('rejected with nobody waiting'));
}
