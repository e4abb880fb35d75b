/** A task's text with the spans a search matched marked (core searchTasks gives the spans). */
export function HighlightedText({ text, matches }: { text: string; matches: [number, number][] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of matches) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-amber-200 px-px text-inherit dark:bg-amber-400/35">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
