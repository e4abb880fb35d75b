import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Settings } from 'lucide-react';
import { SETTINGS_TEXTS, SETTINGS_TITLE } from '@dayflow/core';
import { DeleteAccountSection } from './account/delete-account-section';
import { YourDaySection } from './day/your-day-section';
import { ProfileSection } from './profile/profile-section';
import { ProvidersSection } from './providers/providers-section';
import { SessionsSection } from './sessions/sessions-section';
import { TokensSection } from './tokens/tokens-section';
import { ExportSection } from './transfer/export-section';
import { ImportSection } from './transfer/import-section';

/** /settings: the account, the day's rules, data in and out, tokens, devices, deletion. */
export function SettingsScreen({ avatar }: { avatar: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-2xl">
      <Link
        to="/planner"
        className="inline-flex items-center gap-1.5 rounded-lg py-1 pr-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:text-white"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {SETTINGS_TEXTS.backToPlanner}
      </Link>
      <h1 className="mt-3 flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        <Settings className="size-6 text-slate-500 dark:text-slate-400" aria-hidden="true" />
        {SETTINGS_TITLE}
      </h1>
      <div className="mt-5 space-y-5">
        <ProfileSection avatar={avatar} />
        <YourDaySection />
        <ExportSection />
        <ImportSection />
        <TokensSection />
        <SessionsSection />
        <ProvidersSection />
        <DeleteAccountSection />
      </div>
    </div>
  );
}
