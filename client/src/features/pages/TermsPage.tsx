import { Link } from 'react-router-dom';
import { useShopContact } from '../../lib/shop-settings';
import { PageMeta } from '../../lib/seo/PageMeta';
import './pages.css';

/** /terms — the terms a shopper agrees to at sign-up, login and checkout: how ordering and paying work here. */
export default function TermsPage() {
  const contact = useShopContact();
  return (
    <div className="container page page--narrow legal">
      <PageMeta title="Terms and conditions" description="The terms and conditions of shopping at Kapor: orders, prices, payment, delivery, returns and your account." />
      <header className="pages-head">
        <p className="pages-eyebrow">Kapor</p>
        <h1>Terms and conditions</h1>
        <p className="lead">What you agree to when you open an account with us or place an order.</p>
      </header>

      <h2>Your account</h2>
      <p>Keep your password to yourself. You are responsible for what is done with your account; tell us at once if you think someone else has used it.</p>

      <h2>Prices and promotions</h2>
      <p>
        Prices are in US dollars; amounts shown in Tk or Rp are for reference at our display rate. The cart shows the subtotal, any discount, shipping and the
        total before you pay. One discount applies at a time: a valid promo code replaces the store-wide promotion. A code that stops qualifying (for example
        when the cart falls below its minimum) is shown as not applied, and the order is placed without it.
      </p>

      <h2>Orders and payment</h2>
      <p>
        Your order is placed for the total shown at checkout and paid online through our payment gateway, which charges that amount in US dollars. We reserve
        the items while you pay; an order not paid within 30 minutes is closed and the items go back on sale. An order counts as paid only once the gateway
        confirms the payment to us.
      </p>

      <h2>Delivery</h2>
      <p>We deliver to Bangladesh, Pakistan, Afghanistan, India, Nepal and Malaysia, on or after the delivery date you choose at checkout.</p>

      <h2>Questions</h2>
      <p>
        Write to {contact ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : 'us'}, use our <Link to="/contact">contact form</Link>
        {contact && `, or visit us at ${contact.address}`}. How we
        handle your personal data is set out in our <Link to="/privacy">privacy policy</Link>.
      </p>
    </div>
  );
}
