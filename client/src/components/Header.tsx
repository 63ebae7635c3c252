import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAuth } from '../lib/auth';
import { useCart, useWishlist } from '../lib/cart';
import { usePreferences } from '../lib/preferences';
import { useFreeShippingFrom } from '../lib/shop-settings';
import { HeaderSearch } from './HeaderSearch';
import { BagIcon, CloseIcon, HeartIcon, MenuIcon, UserIcon } from './Icons';
import { Logo } from './Logo';
import { useFormats, useT } from '../lib/i18n';

/** Pages scrolled further than this give the header its raised look (the spec's 100 px). */
const SCROLL_THRESHOLD = 100;

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}

/**
 * One header for every page: logo, Shop / Men / Women / Kids (the current one underlined),
 * search, account, wishlist, and the cart with its subtotal and count. A menu button on small
 * screens, which Escape closes.
 */
export function Header() {
  const t = useT();
  const { formatNumber } = useFormats();
  const { format } = usePreferences();
  const freeFrom = useFreeShippingFrom();
  const { loggedIn } = useAuth();
  const { cart } = useCart();
  const wishlist = useWishlist();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);

  // Escape closes the open menu and puts the keyboard back on its button.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const count = cart?.itemCount ?? 0;
  // Counts in the shopper's digits (৩ in Bangla), written as always: no grouping.
  const number = (n: number) => formatNumber(n, { useGrouping: false });
  // docs/SPEC.md §9: the header shows the sum of price × quantity; discounts and shipping are the cart's to show.
  const total = cart ? format(cart.subtotal) : format({ amount: 0, currency: 'USD' });
  const links = [
    { to: '/all', label: t('nav.shop') },
    { to: '/mens', label: t('nav.men') },
    { to: '/womens', label: t('nav.women') },
    { to: '/kids', label: t('nav.kids') },
    { to: '/new_collection', label: t('nav.new') },
  ];

  return (
    <header className={`header${scrolled ? ' is-scrolled' : ''}`}>
      <div className="promo-strip">
        {freeFrom && `${t('promo.strip', { amount: freeFrom })} `}
        <Link to="/all">{t('promo.shopNow')}</Link>
      </div>
      <div className="container header__inner">
        <button ref={menuButton} type="button" className="icon-button header__menu" aria-expanded={open} aria-controls="main-nav" onClick={() => setOpen((o) => !o)}>
          {open ? <CloseIcon /> : <MenuIcon />}
          <span className="visually-hidden">{t('nav.menu')}</span>
        </button>
        <Link to="/" className="header__logo" aria-label={t('nav.home')}>
          <Logo />
        </Link>
        <nav id="main-nav" className={`header__nav${open ? ' is-open' : ''}`} aria-label={t('nav.main')}>
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={({ isActive }) => (isActive ? 'is-active' : undefined)}>
              {link.label}
            </NavLink>
          ))}
          {/* On phones the header has no room for the wishlist icon: the menu carries it instead. */}
          <NavLink to="/wish" className={({ isActive }) => `header__nav-phone${isActive ? ' is-active' : ''}`}>
            {t('nav.wishlist')}
            {wishlist.count > 0 && ` (${number(wishlist.count)})`}
          </NavLink>
        </nav>
        <div className="header__actions">
          <HeaderSearch label={t('nav.search')} />
          {/* Logging in from here comes back to this page. */}
          <Link
            to={loggedIn ? '/account' : '/user_login'}
            state={loggedIn ? undefined : { from: location.pathname + location.search }}
            className="icon-button"
            aria-label={loggedIn ? t('nav.account') : t('nav.login')}
          >
            <UserIcon />
          </Link>
          <Link to="/wish" className="icon-button header__wish" aria-label={`${t('nav.wishlist')} (${number(wishlist.count)})`}>
            <HeartIcon />
            {wishlist.count > 0 && <span className="badge">{number(wishlist.count)}</span>}
          </Link>
          {/* The name is built from the visible text (total, count) so it contains what is seen (WCAG 2.5.3). */}
          <Link to="/cart" className="header__cart">
            <span className="visually-hidden">{t('nav.cart')}: </span>
            <span className="header__total" data-testid="cart-total">
              {total}
            </span>
            <span className="icon-button">
              <BagIcon />
              <span className="badge" data-testid="cart-count">
                {number(count)}
              </span>
              <span className="visually-hidden"> {t('nav.items')}</span>
            </span>
          </Link>
        </div>
      </div>
    </header>
  );
}
