import { onDemand, useOnDemand } from '../lib/on-demand';
import { useProfile } from '../session/session';
import { AppHeader } from '../shell/app-header';
import { Avatar } from '../shell/avatar';
import { TaskStoreProvider } from '../sync';

const settingsScreen = onDemand(() => import('../settings/settings-screen').then((module) => module.SettingsScreen));
const securityScreen = onDemand(() =>
  import('../settings/security/security-screen').then((module) => module.SecurityScreen),
);

/**
 * /settings. The task store holds the live connection: settings changed on another device show
 * here at once, and tasks imported here are in the planner on the way back. Composed in the
 * planner's chunk (see planner-page.tsx); only the sections are fetched on demand.
 */
export function SettingsPage() {
  const profile = useProfile();
  const { value: SettingsScreen } = useOnDemand(settingsScreen);
  return (
    <TaskStoreProvider>
      <div className="min-h-dvh">
        <AppHeader />
        <main className="px-3 pt-4 pb-16 sm:px-4 md:pt-6">
          {SettingsScreen && (
            <SettingsScreen
              avatar={
                <Avatar photoURL={profile.photoURL} displayName={profile.displayName} className="h-14 w-14 text-xl" />
              }
            />
          )}
        </main>
      </div>
    </TaskStoreProvider>
  );
}

/** /settings/security: every way into the account. Composed like /settings, for the same reasons. */
export function SecurityPage() {
  const { value: SecurityScreen } = useOnDemand(securityScreen);
  return (
    <TaskStoreProvider>
      <div className="min-h-dvh">
        <AppHeader />
        <main className="px-3 pt-4 pb-16 sm:px-4 md:pt-6">{SecurityScreen && <SecurityScreen />}</main>
      </div>
    </TaskStoreProvider>
  );
}
