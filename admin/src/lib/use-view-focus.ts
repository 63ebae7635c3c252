import { useEffect, useRef } from 'react';

/**
 * The layout moves focus to a new page's heading; a page whose view is kept in its address
 * (`/inventory?variant=…`) calls this with that view, so changing it does the same.
 */
export function useViewFocus(view: string | null): void {
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.querySelector<HTMLElement>('#main h1')?.focus();
  }, [view]);
}
