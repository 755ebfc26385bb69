import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/App';
import { setUpInstallableApp } from './features/offline';
import { dismissStartupScreen } from './startup';
import { applyStylesheets } from './stylesheets';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// Start-up in three tasks instead of one (docs/adr/0040): a phone runs each of these pieces for
// 50–150 ms, and the page answers input only between tasks.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
void applyStylesheets()
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
