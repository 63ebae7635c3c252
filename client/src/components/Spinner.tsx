/** A loading indicator that says what is loading to screen readers. */
export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="spinner" role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
    </div>
  );
}

export function ErrorText({ children }: { children: string }) {
  return (
    <p className="error-text" role="alert">
      {children}
    </p>
  );
}
