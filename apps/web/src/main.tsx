import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/App';
import { setUpInstallableApp } from './features/offline';
import { initI18n } from './i18n';
import { dismissStartupScreen, startupTask } from './startup';
import { applyStylesheets } from './stylesheets';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// Start-up in four tasks instead of one (docs/adr/0040): a phone runs each of these pieces for
// 20–150 ms, and the page answers input only between tasks. The stylesheets in a task of their
// own, with i18next's set-up (index.html has the default language's strings on their way):
// applying them parses them there and then (~5 ms on a desktop, 20 ms on a phone). The first
// screen's code, its loader and its render follow in tasks of their own too (routes/index.tsx).
void startupTask()
  .then(() => {
    initI18n();
    applyStylesheets();
  })
  .then(startupTask)
  .then(() => {
    const router = createAppRouter();
    return startupTask().then(() => router);
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
