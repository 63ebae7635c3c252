import { Link } from 'react-router-dom';
import { PageMeta } from '../../lib/seo/PageMeta';
import { ArtBanner, Milestones, Promises, StoryCta, StoryHero, StorySection } from './components/Story';
import './pages.css';

const HISTORY = [
  { year: '2019', title: 'The first small run', text: 'A handful of block-printed kurtas, made from the last metres of a fabric we loved. They were gone in a weekend.' },
  { year: '2021', title: 'Exclusive becomes a line', text: 'Customers asked for more, so we gave these short runs a name and a place of their own in the shop.' },
  { year: '2023', title: 'Offers for our regulars', text: 'Our newsletter readers started hearing about new pieces and offers first, before anyone else.' },
  { year: 'Today', title: 'A little rare, always', text: 'Exclusive pieces and offers come and go with the seasons. When something is gone, we make something new.' },
];

const PROMISES = [
  { mark: '✦', title: 'Made in small numbers', text: 'Exclusive pieces are cut in short runs, so what you wear does not meet itself on every street corner.' },
  { mark: '✦', title: 'Offers that are real', text: 'When we mark a price down, the old price is the one it really sold at — shown struck through, never invented.' },
  { mark: '✦', title: 'First to know', text: 'Subscribers to our newsletter hear about new collections and offers before they go live.' },
  { mark: '✦', title: 'The same care', text: 'Exclusive or everyday, every order gets the same checks, the same packing and the same help if you need it.' },
];

/** /exc ('Exce' in the navigation) — Kapor Exclusive: the brand's small runs and offers. */
export default function ExcPage() {
  return (
    <div className="story story--exclusive">
      <PageMeta title="Kapor Exclusive" description="Kapor Exclusive: clothing made in small runs and real offers for our regulars — first to know, and a little rare, always." />
      <StoryHero
        eyebrow="Kapor Exclusive"
        title="Exclusive offers, made for you"
        art="/images/art/exclusive.svg"
        artAlt="Exclusive offers for you"
        actions={
          <>
            <Link to="/sale" className="button button--accent">
              Shop the offers
            </Link>
            <Link to="/new_collection" className="button button--ghost">
              New collection
            </Link>
          </>
        }
      >
        <p>Short runs, special fabrics and the best of our offers — the part of Kapor we keep a little apart, for the people who come back.</p>
      </StoryHero>

      <div className="container">
        <StorySection id="exc-about" title="About Exclusive">
          <div className="story-columns">
            <p>
              Some of our favourite cloth only comes in a few bolts: a hand-loomed cotton, a limited print, the last of a season’s silk. Rather
              than pass it by, we cut it into small collections and call them Exclusive.
            </p>
            <p>
              Alongside them sit our best offers — real markdowns on pieces we love, with the old price shown honestly beside the new one.
              Look out for the struck-through price across the shop, and visit the sale for everything reduced at once.
            </p>
          </div>
        </StorySection>

        <ArtBanner to="/womens" src="/images/art/banner-women.svg" alt="Women's collection: made to move" width={1200} height={300} />

        <StorySection id="exc-history" title="History of the brand">
          <Milestones items={HISTORY} />
        </StorySection>

        <StorySection id="exc-promise" title="Our promise">
          <Promises items={PROMISES} />
        </StorySection>

        <StoryCta
          id="exc-cta-title"
          title="Be the first to know"
          text="Sign in and subscribe to the Kapor letter in My Account to hear about new Exclusive pieces and offers first."
          actions={
            <>
              <Link to="/account?section=newsletters" className="button button--accent">
                Subscribe
              </Link>
              <Link to="/all" className="button button--ghost">
                Shop all
              </Link>
            </>
          }
        />
      </div>
    </div>
  );
}
