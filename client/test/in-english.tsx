import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import english from '../src/i18n/en';
import { LanguageProvider } from '../src/lib/i18n';

/** The storefront's words in English, as every page of the shop has them, for a component rendered on its own. */
export function InEnglish({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider language="en" messages={english}>
      {children}
    </LanguageProvider>
  );
}

/** Testing Library's render, inside the English messages. */
export function renderInEnglish(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: InEnglish, ...options });
}
