/**
 * What task rows use of the user's day (carried-over badges): a way in of its own, beside
 * index.ts. Rows are also rendered by the lazy long-list chunk; reaching the whole sync graph
 * from them split the modules they share into an extra chunk (~0.4 kB gzip on /planner).
 */
export { useCarriedOverDays } from './react/carried-over';
