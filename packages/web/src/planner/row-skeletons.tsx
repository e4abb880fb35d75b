/** Placeholder rows while the tasks (or a long list's code) are on their way. */
export function RowSkeletons() {
  return (
    <div className="space-y-1.5" aria-hidden="true" data-testid="row-skeletons">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-10 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
      ))}
    </div>
  );
}
