import { useEffect } from 'react';

/** Sets the tab title for the page on screen: "Women · Kapor". */
export function useTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Kapor` : 'Kapor — clothing for women, men and kids';
  }, [title]);
}
