import { Navigate, Route, Routes } from 'react-router';
import { SignInDonePage } from './sign-in-done-page';
import { SignInPage } from './sign-in-page';

/** The pages under /auth/: the sign-in page (popup or full page) and where a provider returns. */
export default function AuthPages() {
  return (
    <Routes>
      <Route path="popup" element={<SignInPage />} />
      <Route path="done" element={<SignInDonePage />} />
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
