import { ShieldCheck } from 'lucide-react';
import { SECURITY_TEXTS } from '@dayflow/core';
import { PageHeading } from '../../components/page-heading';
import { CalendarFeedSection } from '../calendar/calendar-feed-section';
import { PasskeysSection } from '../passkeys/passkeys-section';
import { ProvidersSection } from '../providers/providers-section';
import { SessionsSection } from '../sessions/sessions-section';
import { PushDevicesList } from '../notifications/push-devices';
import { SettingsSection } from '../settings-section';
import { TokensSection } from '../tokens/tokens-section';
import { TrustedDevicesSection } from '../trusted-devices/trusted-devices-section';
import { TwoFactorSection } from '../two-factor/two-factor-section';
import { ChangePasswordSection } from './change-password-section';
import { SignOutEverywhereSection } from './sign-out-everywhere-section';

/**
 * /settings/security: every way into the account on one page, each removable, and the two ways
 * to take it back at once (a new password, sign out everywhere).
 */
export function SecurityScreen() {
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeading
        back={SECURITY_TEXTS.backToSettings}
        backTo="/settings"
        title={SECURITY_TEXTS.title}
        icon={ShieldCheck}
        iconClassName="text-indigo-600 dark:text-indigo-400"
        intro={SECURITY_TEXTS.intro}
      />
      <div className="mt-5 space-y-5">
        <SessionsSection />
        {/* Beside the sessions: whoever sees one they do not know looks here first. */}
        <SignOutEverywhereSection />
        <ChangePasswordSection />
        <TwoFactorSection />
        <PasskeysSection />
        <ProvidersSection />
        <TrustedDevicesSection />
        <SettingsSection title={SECURITY_TEXTS.pushDevices} hint={SECURITY_TEXTS.pushDevicesHint}>
          <PushDevicesList />
        </SettingsSection>
        <TokensSection />
        <CalendarFeedSection />
      </div>
    </div>
  );
}
