import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SearchIcon } from '../components/Icons';
import type { MessageKey } from '../lib/i18n';
import { useT } from '../lib/i18n';
import { PageMeta } from '../lib/seo/PageMeta';
import { useHttpStatus } from '../lib/ssr/http-response';
import './NotFoundPage.css';

export const PAGE_NOT_FOUND = 'Page not found';

const WAYS_ON: { to: string; label: MessageKey }[] = [
  { to: '/womens', label: 'nav.women' },
  { to: '/mens', label: 'nav.men' },
  { to: '/kids', label: 'nav.kids' },
  { to: '/new_collection', label: 'common.notFound.newCollection' },
  { to: '/sale', label: 'nav.sale' },
  { to: '/all', label: 'common.notFound.allProducts' },
];

interface Props {
  /** The page's own heading and line (a product that does not exist); "Page not found" in the shopper's language otherwise. */
  heading?: string;
  lead?: string;
}

/**
 * What an address that leads nowhere shows (an unknown path, a product that does not exist): the server
 * answers 404 and search engines are told not to file it. The search is a plain GET form to /all, so it
 * works before the page's code has loaded too.
 */
export default function NotFoundPage({ heading: ownHeading, lead: ownLead }: Props) {
  const t = useT();
  const heading = ownHeading ?? t('common.notFound.title');
  const lead = ownLead ?? t('common.notFound.lead');
  useHttpStatus(404);
  const navigate = useNavigate();
  const searchId = useId();
  const [words, setWords] = useState('');

  function search(event: FormEvent) {
    event.preventDefault();
    const query = words.trim();
    navigate(query ? `/all?${new URLSearchParams({ search: query })}` : '/all');
  }

  return (
    <div className="container page page--narrow not-found">
      <PageMeta title={heading} description={lead} noindex />
      <h1>{heading}</h1>
      <p className="lead">{lead}</p>
      <form className="search-box not-found__search" role="search" action="/all" method="get" onSubmit={search}>
        <label htmlFor={searchId} className="visually-hidden">
          {t('nav.search')}
        </label>
        <SearchIcon />
        <input id={searchId} type="search" name="search" placeholder={t('common.notFound.placeholder')} value={words} onChange={(event) => setWords(event.target.value)} enterKeyHint="search" />
        <button type="submit" className="button">
          {t('common.notFound.search')}
        </button>
      </form>
      <nav aria-label={t('common.notFound.categories')}>
        <ul className="not-found__links">
          {WAYS_ON.map((way) => (
            <li key={way.to}>
              <Link className="chip" to={way.to}>
                {t(way.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        <Link to="/">{t('common.notFound.home')}</Link>
      </p>
    </div>
  );
}
