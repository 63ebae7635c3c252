import { Link } from 'react-router-dom';
import { useShopContact } from '../../lib/shop-settings';
import { PageMeta } from '../../lib/seo/PageMeta';
import './pages.css';

/** /privacy — what the shop keeps about a shopper, where, and why. */
export default function PrivacyPage() {
  const contact = useShopContact();
  return (
    <div className="container page page--narrow legal">
      <PageMeta title="Privacy policy" description="How Kapor collects, uses and protects your personal data when you shop with us, and the choices you have." />
      <header className="pages-head">
        <p className="pages-eyebrow">Kapor</p>
        <h1>Privacy policy</h1>
        <p className="lead">What we keep about you, and why.</p>
      </header>

      <h2>What we keep</h2>
      <ul>
        <li>Your account: your name, e-mail address and a one-way hash of your password (never the password itself).</li>
        <li>Your cart and wishlist, so they are there when you come back.</li>
        <li>Your orders with the delivery details you gave, so we can deliver them and you can track them.</li>
        <li>Messages you send through the contact form, and the addresses you sign up to newsletters with.</li>
      </ul>

      <h2>Payments</h2>
      <p>You pay on our payment gateway’s own page: your card or mobile-banking details go to the gateway, never to us. We keep the gateway’s confirmation of each payment.</p>

      <h2>In your browser</h2>
      <p>
        We keep your login, your currency and language choices and the checkout details you are typing in your browser’s storage. We use no advertising or
        tracking cookies, and every page, font and picture comes from our own server.
      </p>

      <h2>Your choices</h2>
      <p>
        Ask us{contact && <> at <a href={`mailto:${contact.email}`}>{contact.email}</a></>} for a copy of what we hold about you, or to delete your account. See also our{' '}
        <Link to="/terms">terms and conditions</Link>.
      </p>
    </div>
  );
}
