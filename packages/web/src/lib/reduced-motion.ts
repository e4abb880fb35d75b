/** The user asked the system for less motion: no confetti, no pulse, no smooth scrolling. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
