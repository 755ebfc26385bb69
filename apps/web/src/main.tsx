import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './features/offline';
import { dismissStartupScreen } from './startup';
import { applyStylesheets } from './stylesheets';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
void applyStylesheets().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
void dismissStartupScreen();
registerServiceWorker();
