import { useT } from '../lib/i18n';

/** A loading indicator that says what is loading to screen readers ("Loading..." in the shopper's language by default). */
export function Spinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="spinner" role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="spinner__label">{label ?? t('common.loading')}</span>
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
