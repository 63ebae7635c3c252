import { Link, useRouteError } from 'react-router-dom';
import { useT } from '../lib/i18n';
import { PageMeta } from '../lib/seo/PageMeta';
import { useHttpStatus } from '../lib/ssr/http-response';

/** Shown when a page cannot load at all (a network failure fetching its code, a rendering error). */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  if (error) console.error(error);
  useHttpStatus(500);
  return (
    <div className="container page page--narrow">
      <PageMeta title={t('common.error.title')} description={t('common.error.description')} noindex />
      <h1>{t('common.error.title')}</h1>
      <p>{t('common.error.text')}</p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('common.error.reload')}
        </button>{' '}
        <Link to="/" className="button button--ghost">
          {t('common.error.home')}
        </Link>
      </p>
    </div>
  );
}
