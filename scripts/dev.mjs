// `npm run dev`: the API with reload on :3001 and Vite with hot reload on :5173 (proxying /api).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // Pages are opened through Vite, so that is where e-mailed links point.
    env: { PUBLIC_URL: 'http://localhost:5173', ...process.env, PORT: process.env.API_PORT ?? '3001' },
  }),
  spawn('npx', ['vite', '--port', '5173'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
