import type { ReactNode } from 'react';

/** What a form control says about its error: invalid, and described by the message FormField shows under it. */
export function errorAria(id: string, error: string | null | undefined) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined } as const;
}

/**
 * A labelled form field (the global .field styles): its label, with a star when it is required, the
 * control (and any hint) passed as children, then the error with the id errorAria points the control at.
 */
export function FormField({ id, label, required = false, error, className, children }: { id: string; label: ReactNode; required?: boolean; error?: string | null; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>
        {label}
        {required && ' '}
        {required && (
          <span className="required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
