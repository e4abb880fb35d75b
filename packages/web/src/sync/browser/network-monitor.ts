/** The browser's own idea of connectivity; it can only say "surely offline", never "surely online". */
export interface NetworkMonitor {
  isOnline(): boolean;
  subscribe(onChange: (online: boolean) => void): () => void;
}

export const browserNetworkMonitor: NetworkMonitor = {
  isOnline: () => navigator.onLine,
  subscribe: (onChange) => {
    const online = () => onChange(true);
    const offline = () => onChange(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  },
};
