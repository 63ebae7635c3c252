import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SearchIcon } from '../components/Icons';
import { PageMeta } from '../lib/seo/PageMeta';
import { useHttpStatus } from '../lib/ssr/http-response';
import './NotFoundPage.css';

export const PAGE_NOT_FOUND = 'Page not found';

const WAYS_ON = [
  { to: '/womens', label: 'Women' },
  { to: '/mens', label: 'Men' },
  { to: '/kids', label: 'Kids' },
  { to: '/new_collection', label: 'New collection' },
  { to: '/sale', label: 'Sale' },
  { to: '/all', label: 'All products' },
];

interface Props {
  heading?: string;
  lead?: string;
}

/**
 * What an address that leads nowhere shows (an unknown path, a product that does not exist): the server
 * answers 404 and search engines are told not to file it. The search is a plain GET form to /all, so it
 * works before the page's code has loaded too.
 */
export default function NotFoundPage({ heading = PAGE_NOT_FOUND, lead = 'The page you were looking for is not here. It may have moved, or the link may be mistyped.' }: Props) {
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
          Search products
        </label>
        <SearchIcon />
        <input id={searchId} type="search" name="search" placeholder="Search products..." value={words} onChange={(event) => setWords(event.target.value)} enterKeyHint="search" />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <nav aria-label="Shop by category">
        <ul className="not-found__links">
          {WAYS_ON.map((way) => (
            <li key={way.to}>
              <Link className="chip" to={way.to}>
                {way.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </div>
  );
}
