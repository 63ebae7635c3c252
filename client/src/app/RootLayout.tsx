import { useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation, type Location } from 'react-router-dom';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { TopBar } from '../components/TopBar';
import { useT } from '../lib/i18n';

/** Different for every full page load (this module is evaluated once per document). */
const PAGE_LOAD = Math.random().toString(36).slice(2);

/**
 * Where scroll positions are remembered. An entry the browser opened itself (a typed address, a link
 * from the payment gateway) has no router key: react-router calls it "default", so every full page
 * load would inherit the last one's position. Such an entry is keyed by this page load instead: it
 * opens at the top, and back / forward within the app still restores it.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${PAGE_LOAD}:${location.pathname}${location.search}` : location.key;
}

/** Every route renders inside this: top bar, header, the page, footer. */
export function RootLayout() {
  const t = useT();
  const navigation = useNavigation();
  // The server renders no ScrollRestoration: its inline script would be refused by the shop's CSP.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    document.documentElement.dataset.hydrated = 'true'; // for tests and tools: the page now reacts
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('layout.skip')}
      </a>
      {navigation.state === 'loading' && <div className="route-progress" role="progressbar" aria-label={t('layout.loadingPage')} />}
      <TopBar />
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      {hydrated && <ScrollRestoration getKey={scrollKey} />}
    </>
  );
}
