import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoginPrompt } from '../../components/LoginPrompt';
import { ErrorText, Spinner } from '../../components/Spinner';
import { MyDetailsDocument } from '../../gql/graphql';
import { useAuth } from '../../lib/auth';
import { useT, type MessageKey } from '../../lib/i18n';
import { PageMeta } from '../../lib/seo/PageMeta';
import { AccountAddresses } from './components/AccountAddresses';
import { AccountDetails } from './components/AccountDetails';
import { AccountNewsletters } from './components/AccountNewsletters';
import { AccountOrders } from './components/AccountOrders';
import { AccountSettings } from './components/AccountSettings';
import { TrackOrderHint } from './components/TrackOrderHint';
import './account.css';

const SECTIONS = [
  { id: 'details', label: 'account.section.details' },
  { id: 'addresses', label: 'account.section.addresses' },
  { id: 'orders', label: 'account.section.orders' },
  { id: 'newsletters', label: 'account.section.newsletters' },
  { id: 'settings', label: 'account.section.settings' },
] as const satisfies readonly { id: string; label: MessageKey }[];
type SectionId = (typeof SECTIONS)[number]['id'];

function isSection(value: string | null): value is SectionId {
  return SECTIONS.some((s) => s.id === value);
}

/** /account: visitors are asked to log in; customers get their details, addresses, orders, newsletters and settings. */
export default function AccountPage() {
  const t = useT();
  return (
    <>
      <PageMeta title={t('account.title')} description={t('account.meta.description')} noindex />
      <Account />
    </>
  );
}

function Account() {
  const t = useT();
  const { loggedIn } = useAuth();
  const [params] = useSearchParams();
  if (!loggedIn && params.get('deleted') === '1') {
    return (
      <div className="container page page--narrow">
        <h1>{t('account.deleted.title')}</h1>
        <p className="lead">{t('account.deleted.text')}</p>
        <Link to="/" className="button">
          {t('account.deleted.back')}
        </Link>
      </div>
    );
  }
  if (!loggedIn) {
    return (
      <LoginPrompt title={t('account.title')} text={t('account.login.text')} from="/account">
        <TrackOrderHint />
      </LoginPrompt>
    );
  }
  return <AccountDashboard />;
}

function AccountDashboard() {
  const t = useT();
  const { data, loading, error } = useQuery(MyDetailsDocument);
  // The section (and the orders page) live in the URL, so a reload or a shared link opens the same view.
  const [params, setParams] = useSearchParams();
  const requested = params.get('section');
  const section: SectionId = isSection(requested) ? requested : 'details';
  const ordersPage = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  if (loading && !data) return <Spinner label={t('account.loading')} />;
  if (error && !data) {
    return (
      <div className="container page page--narrow">
        <h1>{t('account.title')}</h1>
        <ErrorText>{t('account.loadError')}</ErrorText>
      </div>
    );
  }
  const me = data?.me;
  // The token was refused (expired or gone): the auth link logs out; meanwhile offer to log in again.
  if (!me) {
    return (
      <LoginPrompt title={t('account.title')} text={t('account.session.ended')} from="/account">
        <TrackOrderHint />
      </LoginPrompt>
    );
  }

  const sectionLink = (id: SectionId) => `?section=${id}`;

  return (
    <div className="container page account">
      <header className="account__head">
        <p className="account__eyebrow">{t('account.title')}</p>
        <h1>{t('account.hello', { name: me.firstName })}</h1>
        <p className="muted">{me.email}</p>
      </header>
      <div className="account__layout">
        <nav className="account__nav" aria-label={t('account.title')}>
          <ul>
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <Link to={sectionLink(s.id)} aria-current={section === s.id ? 'page' : undefined}>
                  {t(s.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account__panel panel">
          {section === 'details' && <AccountDetails key={me.id} customer={me} />}
          {section === 'addresses' && <AccountAddresses />}
          {section === 'orders' && (
            <AccountOrders
              page={ordersPage}
              onPage={(page) =>
                setParams((prev) => {
                  const next = new URLSearchParams(prev);
                  next.set('section', 'orders');
                  next.set('page', String(page));
                  return next;
                })
              }
            />
          )}
          {section === 'newsletters' && <AccountNewsletters email={me.email} />}
          {section === 'settings' && <AccountSettings email={me.email} />}
        </div>
      </div>
    </div>
  );
}
