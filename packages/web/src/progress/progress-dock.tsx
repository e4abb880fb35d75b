/** Placeholder until the progress feature builds the floating progress button and its panel. */
export function ProgressDock() {
  return null;
}
