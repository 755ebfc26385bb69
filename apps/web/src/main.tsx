import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/App';
import { setUpInstallableApp } from './features/offline';
import { dismissStartupScreen } from './startup';
import { applyStylesheets } from './stylesheets';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// Start-up in four tasks instead of one (docs/adr/0040): a phone runs each of these pieces for
// 20–150 ms, and the page answers input only between tasks. The stylesheets in a task of their
// own: applying them parses them there and then (~5 ms on a desktop, 20 ms on a phone).
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
void nextTask()
  .then(applyStylesheets)
  .then(nextTask)
  .then(() => {
    const router = createAppRouter();
    return nextTask().then(() => router);
  })
  .then((router) => {
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
void dismissStartupScreen();
setUpInstallableApp();
