/** A one-line row: 2 px of border, 16 px of padding, a 24 px line. Taller rows are measured. */
export const ROW_ESTIMATE_PX = 42;
/** The space between rows (space-y-1.5 in a plain list). */
export const ROW_GAP_PX = 6;
