/** Our logo, also served as /logo.svg for the favicon. */
export function Logo({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <defs>
        <linearGradient id="dayflow-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#ec4899" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#dayflow-logo-gradient)" />
      <circle cx="32" cy="30" r="11" fill="none" stroke="#fff" strokeWidth="4.5" />
      <path d="M14 46c6-5 12-5 18 0s12 5 18 0" fill="none" stroke="#fff" strokeWidth="4.5" strokeLinecap="round" />
    </svg>
  );
}
