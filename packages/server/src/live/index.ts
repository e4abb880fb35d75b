export { liveRoutes, HEARTBEAT_INTERVAL_MS } from './live-routes';
export { liveBusPlugin } from './bus-plugin';
export type { LiveBus } from './bus';
