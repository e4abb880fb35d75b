import './app/no-eval';
// Requests first (the session, and for a returning user the planner and its tasks), then React.
import './app/start';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorkerLater } from './app/service-worker/register-later';
import { listenForInstallPrompt } from './lib/install-prompt';
import './index.css';

listenForInstallPrompt();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// After the first screen: the offline copy of the app and the update prompt.
registerServiceWorkerLater();
