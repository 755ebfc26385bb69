import { PAGE_STATE_ID } from '@roamstead/contract/constants';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState, RouterProvider } from 'react-router';
import { queryClient } from './api/queryClient';
import { App, appRoutes } from './app/App';
import { loadScreensOf } from './app/routes';
import { setUpInstallableApp } from './features/offline';
import { initI18n } from './i18n';
import type { PageState } from './pageState';
import { dismissStartupScreen } from './startup';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/** What the server rendered this page with (public pages), or null for a page the browser renders. */
function serverState(): PageState | null {
  const script = document.getElementById(PAGE_STATE_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as PageState) : null;
}

async function start(container: HTMLElement) {
  const state = serverState();
  await Promise.all([loadScreensOf(window.location.pathname), initI18n()]);
  if (!state) {
    createRoot(container).render(
      <StrictMode>
        <App queryClient={queryClient}>
          <RouterProvider router={createBrowserRouter(appRoutes)} />
        </App>
      </StrictMode>,
    );
    return;
  }
  hydrate(queryClient, state.queries);
  const router = createBrowserRouter(appRoutes, { hydrationData: state.router as HydrationState });
  hydrateRoot(
    container,
    <StrictMode>
      <App queryClient={queryClient}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>,
  );
}

void start(root);
void dismissStartupScreen();
setUpInstallableApp(() => void queryClient.refetchQueries({ type: 'active' }));
