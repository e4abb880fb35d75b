import { BrowserRouter } from 'react-router';
import { LazyToaster } from '../components/toaster';
import { SessionProvider } from '../session/session';
import { AppRoutes } from './router';

export function App() {
  return (
    <SessionProvider>
      {/* The toaster inside the router: a toast can link to a page ("Planned for Fri" → Upcoming). */}
      <BrowserRouter>
        <AppRoutes />
        <LazyToaster />
      </BrowserRouter>
    </SessionProvider>
  );
}
