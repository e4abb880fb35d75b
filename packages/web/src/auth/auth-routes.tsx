import { Navigate, Route, Routes } from 'react-router';
import { ResetPasswordPage } from './reset-password-page';
import { SignInDonePage } from './sign-in-done-page';
import { SignInPage } from './sign-in-page';

/** The pages under /auth/: the sign-in page (popup or full page) and where a provider returns, and where a mailed reset link lands. */
export default function AuthPages() {
  return (
    <Routes>
      <Route path="popup" element={<SignInPage />} />
      <Route path="done" element={<SignInDonePage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
