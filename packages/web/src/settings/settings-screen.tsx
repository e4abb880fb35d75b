import type { ReactNode } from 'react';
import { Settings } from 'lucide-react';
import { SETTINGS_TEXTS, SETTINGS_TITLE } from '@dayflow/core';
import { PageHeading } from '../components/page-heading';
import { DeleteAccountSection } from './account/delete-account-section';
import { CalendarFeedSection } from './calendar/calendar-feed-section';
import { NotificationsSection } from './notifications/notifications-section';
import { NudgesSection } from './nudges/nudges-section';
import { YourDaySection } from './day/your-day-section';
import { PasskeysSection } from './passkeys/passkeys-section';
import { ProfileSection } from './profile/profile-section';
import { ProvidersSection } from './providers/providers-section';
import { SessionsSection } from './sessions/sessions-section';
import { TokensSection } from './tokens/tokens-section';
import { TwoFactorSection } from './two-factor/two-factor-section';
import { ExportSection } from './transfer/export-section';
import { ImportSection } from './transfer/import-section';

/** /settings: the account, the day's rules, data in and out, tokens, devices, deletion. */
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
        <ProfileSection avatar={avatar} />
        <YourDaySection />
        <NotificationsSection />
        <NudgesSection />
        <CalendarFeedSection />
        <ExportSection />
        <ImportSection />
        <TokensSection />
        <SessionsSection />
        <ProvidersSection />
        <TwoFactorSection />
        <PasskeysSection />
        <DeleteAccountSection />
      </div>
    </div>
  );
}
