import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Message, useFormats, useT, type MessageKey } from '../../lib/i18n';
import { useFreeShippingFrom } from '../../lib/shop-settings';
import { PageMeta } from '../../lib/seo/PageMeta';
import { ArtBanner, Milestones, Promises, StoryCta, StoryHero, StorySection } from './components/Story';
import './pages.css';

/** The brand's milestones: the year (or 'Today', a message) and the keys of its title and text. */
const HISTORY: { year: string | MessageKey; key: string; title: MessageKey; text: MessageKey }[] = [
  { year: '2016', key: '2016', title: 'pages.about.history.2016.title', text: 'pages.about.history.2016.text' },
  { year: '2018', key: '2018', title: 'pages.about.history.2018.title', text: 'pages.about.history.2018.text' },
  { year: '2020', key: '2020', title: 'pages.about.history.2020.title', text: 'pages.about.history.2020.text' },
  { year: '2022', key: '2022', title: 'pages.about.history.2022.title', text: 'pages.about.history.2022.text' },
  { year: '2024', key: '2024', title: 'pages.about.history.2024.title', text: 'pages.about.history.2024.text' },
  { year: 'pages.story.today', key: 'today', title: 'pages.about.history.today.title', text: 'pages.about.history.today.text' },
];

const PROMISES: { mark: string; title: MessageKey; text: MessageKey }[] = [
  { mark: '01', title: 'pages.about.promise.prices.title', text: 'pages.about.promise.prices.text' },
  { mark: '02', title: 'pages.about.promise.fabrics.title', text: 'pages.about.promise.fabrics.text' },
  { mark: '03', title: 'pages.about.promise.sizes.title', text: 'pages.about.promise.sizes.text' },
  { mark: '04', title: 'pages.about.promise.people.title', text: 'pages.about.promise.people.text' },
];

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** /about — who we are, where we come from and what we promise. */
export default function AboutPage() {
  const t = useT();
  const { formatNumber } = useFormats();
  const freeFrom = useFreeShippingFrom();
  const year = (value: string) => (/^\d+$/.test(value) ? formatNumber(Number(value), { useGrouping: false }) : t(value as MessageKey));
  return (
    <div className="story">
      <PageMeta title={t('pages.about.meta.title')} description={t('pages.about.meta.description')} />
      <StoryHero
        eyebrow={t('pages.about.eyebrow')}
        title={t('pages.about.title')}
        art="/images/art/hero.svg"
        artAlt={t('pages.home.hero.alt')}
        actions={
          <>
            <Link to="/new_collection" className="button button--accent">
              {t('pages.about.latest')}
            </Link>
            <Link to="/exc" className="button button--ghost">
              {t('pages.exc.name')}
            </Link>
          </>
        }
      >
        <p>
          <Message id="pages.about.lead" values={{ brand: (chunks) => <em>{chunks}</em> }} />
        </p>
      </StoryHero>

      <div className="container">
        <StorySection id="about-us" title={t('pages.about.us.title')}>
          <div className="story-columns">
            <p>{t('pages.about.us.text1')}</p>
            <p>{t('pages.about.us.text2')}</p>
          </div>
          <ul className="story-facts" aria-label={t('pages.about.facts.label')}>
            <li>
              <Message id="pages.about.facts.collections" values={{ strong }} />
            </li>
            <li>
              <Message id="pages.about.facts.sizes" values={{ strong }} />
            </li>
            <li>
              <Message id="pages.about.facts.countries" values={{ strong }} />
            </li>
            {freeFrom && (
              <li>
                <Message id="pages.about.facts.free" values={{ strong, amount: freeFrom }} />
              </li>
            )}
          </ul>
        </StorySection>

        <StorySection id="about-history" title={t('pages.story.history')}>
          <Milestones items={HISTORY.map((m) => ({ key: m.key, year: year(m.year), title: t(m.title), text: t(m.text) }))} />
        </StorySection>

        <ArtBanner to="/womens" src="/images/art/banner-women.svg?v=2" alt={t('pages.story.bannerAlt')} width={1200} height={300} />

        <StorySection id="about-promise" title={t('pages.story.promise')}>
          <Promises items={PROMISES.map((p) => ({ mark: p.mark, title: t(p.title), text: t(p.text) }))} />
        </StorySection>

        <StoryCta
          id="about-cta-title"
          title={t('pages.about.cta.title')}
          text={t('pages.about.cta.text')}
          actions={
            <>
              <Link to="/all" className="button button--accent">
                {t('pages.story.shopAll')}
              </Link>
              <Link to="/contact" className="button button--ghost">
                {t('pages.story.contact')}
              </Link>
            </>
          }
        />
      </div>
    </div>
  );
}
