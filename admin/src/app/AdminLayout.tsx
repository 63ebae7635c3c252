import { useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { SECTIONS } from '../lib/sections';
import { useSession } from '../lib/session';

const ROLE_LABELS = { OWNER: 'Owner', STAFF: 'Staff' } as const;

/**
 * Every page after login: a skip link, the top bar (who is logged in, log out), the nav of the sections
 * this member may use, and the page. After each move to another page, focus goes to its heading, so a
 * keyboard or screen-reader user starts there instead of at the top of the document.
 */
export function AdminLayout() {
  const { staff, can, logOut } = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const target = document.querySelector<HTMLElement>('#main h1') ?? document.getElementById('main');
    target?.focus();
  }, [location.pathname]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {navigation.state === 'loading' && <div className="route-progress" role="progressbar" aria-label="Loading page" />}
      <header className="topbar">
        <Link className="topbar__brand" to="/">
          Kapor <span>back office</span>
        </Link>
        <div className="topbar__who">
          <span className="topbar__name">
            {staff?.name} <span className="badge">{staff ? ROLE_LABELS[staff.role] : ''}</span>
          </span>
          <a className="topbar__shop" href="/">
            View the shop
          </a>
          <button type="button" className="button button--secondary button--small" onClick={logOut}>
            Log out
          </button>
        </div>
      </header>
      <div className="shell__body">
        <nav className="sidenav" aria-label="Back office">
          <ul>
            {SECTIONS.filter((section) => can(section.permission)).map((section) => (
              <li key={section.path}>
                <NavLink to={section.path} end={section.path === '/'}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
