import { Link } from 'react-router-dom';
import { useFreeShippingFrom } from '../../lib/shop-settings';
import { PageMeta } from '../../lib/seo/PageMeta';
import { ArtBanner, Milestones, Promises, StoryCta, StoryHero, StorySection } from './components/Story';
import './pages.css';

const HISTORY = [
  { year: '2016', title: 'A rail in New Market', text: 'Kapor began as one clothing rail in Dhaka’s New Market: a few dozen shirts and kurtas, cut from fabric we chose by hand.' },
  { year: '2018', title: 'Our first studio', text: 'We moved into a small studio in Dhanmondi, where patterns are still drawn, fitted and tried on before anything is made.' },
  { year: '2020', title: 'The shop goes online', text: 'When the streets went quiet, we opened our online shop so customers could keep shopping from home.' },
  { year: '2022', title: 'Clothes for kids', text: 'Parents kept asking, so we added a kids’ collection built for play: soft seams, strong knees and colours that survive the wash.' },
  { year: '2024', title: 'Across borders', text: 'We began delivering to India, Nepal, Pakistan, Afghanistan and Malaysia, with the same care as at home.' },
  { year: 'Today', title: 'Still a rail at heart', text: 'Women, men and kids, sizes S to XXL, new pieces every season — and the same idea we started with.' },
];

const PROMISES = [
  { mark: '01', title: 'Honest prices', text: 'The price you see is the price you pay. Discounts are worked out before checkout, never after.' },
  { mark: '02', title: 'Fabrics that last', text: 'We choose cloth we would wear ourselves, and we test every garment in the wash before it reaches the shop.' },
  { mark: '03', title: 'Sizes for everyone', text: 'Every style comes from S to XXL, and we show what is in stock, size by size, so you never guess.' },
  { mark: '04', title: 'Real people to help', text: 'Questions go to our team in Dhaka, not a script. Write to us and we answer.' },
];

/** /about — who we are, where we come from and what we promise. */
export default function AboutPage() {
  const freeFrom = useFreeShippingFrom();
  return (
    <div className="story">
      <PageMeta title="About Us" description="About Kapor: from one clothing rail in Dhaka's New Market to an online shop for women, men and kids — honest prices, fabrics that last, sizes S to XXL." />
      <StoryHero
        eyebrow="About us"
        title="Clothes made to be lived in"
        art="/images/art/hero.svg"
        artAlt="New arrivals hanging on a clothing rail"
        actions={
          <>
            <Link to="/new_collection" className="button button--accent">
              See the latest collection
            </Link>
            <Link to="/exc" className="button button--ghost">
              Kapor Exclusive
            </Link>
          </>
        }
      >
        <p>
          <em>Kapor</em> means cloth in Bangla. We make everyday clothes for women, men and kids — easy to wear, kind to the skin and
          made to last beyond one season.
        </p>
      </StoryHero>

      <div className="container">
        <StorySection id="about-us" title="About us">
          <div className="story-columns">
            <p>
              We are a small team of pattern cutters, tailors and shop-keepers in Dhaka. We design every piece ourselves, choose our fabrics
              by touch, and work with workshops we know by name. What we make, we sell directly — online, without a middleman — so good
              cloth costs what it should.
            </p>
            <p>
              Our collections follow the way people actually dress: a shirt you can wear to the office and to dinner, a dress that survives
              a monsoon afternoon, a hoodie your child will not want to take off. New pieces arrive every season, and the favourites stay.
            </p>
          </div>
          <ul className="story-facts" aria-label="Kapor in numbers">
            <li>
              <strong>3</strong> collections: women, men and kids
            </li>
            <li>
              <strong>S–XXL</strong> in every style
            </li>
            <li>
              <strong>6</strong> countries we deliver to
            </li>
            {freeFrom && (
              <li>
                <strong>{freeFrom}</strong> and up ships free
              </li>
            )}
          </ul>
        </StorySection>

        <StorySection id="about-history" title="History of the brand">
          <Milestones items={HISTORY} />
        </StorySection>

        <ArtBanner to="/womens" src="/images/art/banner-women.svg" alt="Women's collection: made to move" width={1200} height={300} />

        <StorySection id="about-promise" title="Our promise">
          <Promises items={PROMISES} />
        </StorySection>

        <StoryCta
          id="about-cta-title"
          title="Come and see what is new"
          text="New arrivals land every week. Questions about sizes or an order? We are happy to help."
          actions={
            <>
              <Link to="/all" className="button button--accent">
                Shop all
              </Link>
              <Link to="/contact" className="button button--ghost">
                Contact us
              </Link>
            </>
          }
        />
      </div>
    </div>
  );
}
