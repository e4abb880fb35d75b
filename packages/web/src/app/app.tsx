import { BrowserRouter } from 'react-router';
import { LazyToaster } from '../components/toaster';
import { SessionProvider } from '../session/session';
import { AppRoutes } from './router';

export function App() {
  return (
    <SessionProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <LazyToaster />
    </SessionProvider>
  );
}
