import { Link } from 'react-router';
import { PRODUCT_NAME } from '@dayflow/core';

/** Placeholder until the sign-in feature builds the header (theme toggle, Notes, avatar menu). */
export function AppHeader() {
  return (
    <header className="flex items-center justify-between px-4 py-3">
      <Link to="/planner" className="text-lg font-bold">
        {PRODUCT_NAME}
      </Link>
    </header>
  );
}
