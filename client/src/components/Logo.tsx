/** The Kapor mark: a hanger over the brand name. */
export function Logo() {
  return (
    <span className="logo">
      <svg viewBox="0 0 40 32" width="38" height="30" aria-hidden="true" focusable="false">
        <path d="M20 5a3.5 3.5 0 1 1 3.5 3.5c-1.6 0-3.5 1.2-3.5 3.2V13" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        <path d="M20 13 4 25h32L20 13Z" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round" />
        <rect x="10" y="24" width="20" height="6" rx="1.5" fill="var(--accent)" />
      </svg>
      <span className="logo__text">KAPOR</span>
    </span>
  );
}
