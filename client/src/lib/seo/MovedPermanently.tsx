import { Navigate, useLocation } from 'react-router-dom';
import { useServerRedirect } from '../ssr/http-response';

/**
 * A page that lives at another address now: the server answers 301 to it, the browser moves there (replacing
 * this entry). The query string goes along, so shared links keep their tracking and search.
 */
export function MovedPermanently({ to }: { to: string }) {
  const { search, hash } = useLocation();
  const target = `${to}${search}${hash}`;
  useServerRedirect(target, 301);
  return <Navigate to={target} replace />;
}
