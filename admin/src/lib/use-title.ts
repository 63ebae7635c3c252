import { useEffect } from 'react';

/** The tab title for the page on screen: "Staff · Kapor back office". */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Kapor back office`;
  }, [title]);
}
