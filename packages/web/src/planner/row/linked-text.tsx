import { splitLinks } from '@dayflow/core';

/**
 * Text with its URLs as links (core's splitLinks: only plain http, https and mailto; never
 * `javascript:` or a look-alike). Each opens in a new tab that cannot reach back to this one.
 * Nothing else becomes markup: every other part is a text node.
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.type === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="break-words text-indigo-700 underline decoration-indigo-300 underline-offset-2 [overflow-wrap:anywhere] hover:decoration-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300 dark:decoration-indigo-500/60"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
