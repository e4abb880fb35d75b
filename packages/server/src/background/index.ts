// Periodic jobs that stop with the app (and stay off when background jobs are switched off).
export { scheduleJob } from './schedule-job';
