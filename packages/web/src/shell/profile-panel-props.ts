import type { ReactNode, RefObject } from 'react';

/** What both shapes of the profile menu show and do. */
export interface ProfilePanelProps {
  ref: RefObject<HTMLDivElement | null>;
  id: string;
  name: string;
  email: string;
  avatar: ReactNode;
  onLogOut: () => void;
  /** 'Install Dayflow', present only while the browser offers to install the app. */
  installItem?: ReactNode;
  loggingOut: boolean;
  onClose: (restoreFocus: boolean) => void;
}
