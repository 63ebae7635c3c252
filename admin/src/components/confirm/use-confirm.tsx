import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

export interface ConfirmRequest {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  tone?: 'danger' | 'default';
}

type Confirm = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** One confirmation dialog for the whole app; `useConfirm()` opens it and answers whether the member agreed. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const answer = useRef<(agreed: boolean) => void>(() => undefined);

  const confirm = useCallback<Confirm>(
    (next) =>
      new Promise<boolean>((resolve) => {
        answer.current(false); // a question still open is answered "no"
        answer.current = resolve;
        setRequest(next);
      }),
    [],
  );
  const close = (agreed: boolean) => {
    setRequest(null);
    answer.current(agreed);
    answer.current = () => undefined;
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog open={request !== null} title={request?.title ?? ''} confirmLabel={request?.confirmLabel ?? 'OK'} tone={request?.tone} onConfirm={() => close(true)} onCancel={() => close(false)}>
        {request?.message}
      </ConfirmDialog>
    </ConfirmContext.Provider>
  );
}

/** `if (await confirm({ title, message, confirmLabel, tone: 'danger' })) …`: every destructive action asks first. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
}
