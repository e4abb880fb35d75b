import './app/no-eval';
// Requests first (the session, and for a returning user the planner and its tasks), then React.
import './app/start';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
