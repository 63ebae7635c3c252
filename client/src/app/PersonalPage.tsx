import type { ComponentType } from 'react';
import { Spinner } from '../components/Spinner';
import { useAuth } from '../lib/auth';
import { SHOP_NAME } from '../lib/seo/json-ld';

/**
 * A page that depends on who is logged in. The server renders every page as a visitor and the browser
 * reads the saved login right after hydrating: until then this shows a spinner (not "please log in",
 * which a logged-in shopper would see flash by), and search engines are asked not to index it.
 */
export function PersonalPage({ page: Page }: { page: ComponentType }) {
  const { ready } = useAuth();
  if (!ready) {
    return (
      <>
        <title>{SHOP_NAME}</title>
        <meta name="robots" content="noindex" />
        <Spinner />
      </>
    );
  }
  return <Page />;
}
