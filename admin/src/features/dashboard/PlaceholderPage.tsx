import { useLocation } from 'react-router-dom';
import { Page } from '../../components/Page';
import { SECTIONS } from '../../lib/sections';

/** A section whose page is still being built: it says so instead of leading nowhere. */
export default function PlaceholderPage() {
  const { pathname } = useLocation();
  const section = SECTIONS.find((s) => s.path === pathname);
  return (
    <Page title={section?.label ?? 'Coming soon'}>
      <p className="panel">This part of the back office is on its way.</p>
    </Page>
  );
}
