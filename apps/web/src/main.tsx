import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState, matchRoutes, RouterProvider } from 'react-router';
import { queryClient } from './api/queryClient';
import { App, appRoutes } from './app/App';
import { setUpInstallableApp } from './features/offline';
import { initI18n } from './i18n';
import { PAGE_STATE_ID, type PageState } from './pageState';
import { dismissStartupScreen } from './startup';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/** What the server rendered this page with (public pages), or null for a page the browser renders. */
function serverState(): PageState | null {
  const script = document.getElementById(PAGE_STATE_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as PageState) : null;
}

/** The screens of the address, loaded before hydrating: the first render must be the server's HTML. */
async function loadScreensOf(location: Location) {
  const lazy = matchRoutes(appRoutes, location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(container: HTMLElement) {
  const state = serverState();
  await initI18n();
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
  await loadScreensOf(window.location);
  const router = createBrowserRouter(appRoutes, { hydrationData: state.router as HydrationState });
  hydrateRoot(
    container,
    <StrictMode>
      <App queryClient={queryClient}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>,
    { onRecoverableError: (e, info) => console.error('HYDRATION', String(e), info.componentStack) },
  );
}

void start(root);
void dismissStartupScreen();
setUpInstallableApp();
