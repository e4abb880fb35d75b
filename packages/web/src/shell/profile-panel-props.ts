import type { ReactNode, Ref } from 'react';

/** What both shapes of the profile menu show and do. */
export interface ProfilePanelProps {
  ref: Ref<HTMLDivElement>;
  id: string;
  name: string;
  email: string;
  avatar: ReactNode;
  onLogOut: () => void;
  loggingOut: boolean;
  onClose: (restoreFocus: boolean) => void;
}
