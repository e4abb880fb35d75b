import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRight, Settings, ShieldCheck } from 'lucide-react';
import { SECURITY_TEXTS, SETTINGS_TEXTS, SETTINGS_TITLE } from '@dayflow/core';
import { PageHeading } from '../components/page-heading';
import { DeleteAccountSection } from './account/delete-account-section';
import { CalendarsSection } from './calendars/calendars-section';
import { CalDavSection } from './calendar/caldav-section';
import { NotificationsSection } from './notifications/notifications-section';
import { NudgesSection } from './nudges/nudges-section';
import { YourDaySection } from './day/your-day-section';
import { ProfileSection } from './profile/profile-section';
import { ExportSection } from './transfer/export-section';
import { ImportSection } from './transfer/import-section';
import { ui } from './ui';

/** The way to Settings → Security, first on the page: where someone who fears an intruder looks. */
function SecurityLink() {
  const hintId = useId();
  return (
    <Link
      to="/settings/security"
      aria-label={SECURITY_TEXTS.settingsLink}
      aria-describedby={hintId}
      className={`${ui.card} flex items-center gap-3 transition hover:border-indigo-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:hover:border-indigo-500/60`}
    >
      <ShieldCheck className="size-6 shrink-0 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className={`block ${ui.heading}`}>{SECURITY_TEXTS.settingsLink}</span>
        <span id={hintId} className={`block ${ui.hint}`}>
          {SECURITY_TEXTS.settingsLinkHint}
        </span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
    </Link>
  );
}

/** /settings: the account, the day's rules, data in and out, deletion; the ways in are on /settings/security. */
export function SettingsScreen({ avatar }: { avatar: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeading
        back={SETTINGS_TEXTS.backToPlanner}
        title={SETTINGS_TITLE}
        icon={Settings}
        iconClassName="text-slate-500 dark:text-slate-400"
      />
      <div className="mt-5 space-y-5">
        <SecurityLink />
        <ProfileSection avatar={avatar} />
        <YourDaySection />
        <NotificationsSection />
        <NudgesSection />
        <CalendarsSection />
        <CalDavSection />
        <ExportSection />
        <ImportSection />
        <DeleteAccountSection />
      </div>
    </div>
  );
}
