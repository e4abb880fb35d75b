import { BrowserRouter } from 'react-router';
import { Toaster } from 'react-hot-toast';
import { TOAST_DEFAULT_MS, TOAST_SUCCESS_MS } from '@dayflow/core';
import { SessionProvider } from '../auth/session';
import { AppRoutes } from './router';

export function App() {
  return (
    <SessionProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toaster
        position="bottom-center"
        toastOptions={{
          duration: TOAST_DEFAULT_MS,
          success: { duration: TOAST_SUCCESS_MS },
          className: 'dark:!bg-slate-800 dark:!text-slate-100',
        }}
      />
    </SessionProvider>
  );
}
