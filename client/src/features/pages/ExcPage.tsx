import { Link } from 'react-router-dom';
import { useFormats, useT, type MessageKey } from '../../lib/i18n';
import { PageMeta } from '../../lib/seo/PageMeta';
import { ArtBanner, Milestones, Promises, StoryCta, StoryHero, StorySection } from './components/Story';
import './pages.css';

/** Kapor Exclusive's milestones: the year (or 'Today', a message) and the keys of its title and text. */
const HISTORY: { year: string | MessageKey; key: string; title: MessageKey; text: MessageKey }[] = [
  { year: '2019', key: '2019', title: 'pages.exc.history.2019.title', text: 'pages.exc.history.2019.text' },
  { year: '2021', key: '2021', title: 'pages.exc.history.2021.title', text: 'pages.exc.history.2021.text' },
  { year: '2023', key: '2023', title: 'pages.exc.history.2023.title', text: 'pages.exc.history.2023.text' },
  { year: 'pages.story.today', key: 'today', title: 'pages.exc.history.today.title', text: 'pages.exc.history.today.text' },
];

const PROMISES: { title: MessageKey; text: MessageKey }[] = [
  { title: 'pages.exc.promise.small.title', text: 'pages.exc.promise.small.text' },
  { title: 'pages.exc.promise.offers.title', text: 'pages.exc.promise.offers.text' },
  { title: 'pages.exc.promise.first.title', text: 'pages.exc.promise.first.text' },
  { title: 'pages.exc.promise.care.title', text: 'pages.exc.promise.care.text' },
];

/** /exc ('Exce' in the navigation) — Kapor Exclusive: the brand's small runs and offers. */
export default function ExcPage() {
  const t = useT();
  const { formatNumber } = useFormats();
  const year = (value: string) => (/^\d+$/.test(value) ? formatNumber(Number(value), { useGrouping: false }) : t(value as MessageKey));
  return (
    <div className="story story--exclusive">
      <PageMeta title={t('pages.exc.name')} description={t('pages.exc.meta.description')} />
      <StoryHero
        eyebrow={t('pages.exc.name')}
        title={t('pages.exc.title')}
        art="/images/art/exclusive.svg"
        artAlt={t('pages.exc.artAlt')}
        actions={
          <>
            <Link to="/sale" className="button button--accent">
              {t('pages.exc.shopOffers')}
            </Link>
            <Link to="/new_collection" className="button button--ghost">
              {t('pages.exc.newCollection')}
            </Link>
          </>
        }
      >
        <p>{t('pages.exc.lead')}</p>
      </StoryHero>

      <div className="container">
        <StorySection id="exc-about" title={t('pages.exc.about.title')}>
          <div className="story-columns">
            <p>{t('pages.exc.about.text1')}</p>
            <p>{t('pages.exc.about.text2')}</p>
          </div>
        </StorySection>

        <ArtBanner to="/womens" src="/images/art/banner-women.svg?v=2" alt={t('pages.story.bannerAlt')} width={1200} height={300} />

        <StorySection id="exc-history" title={t('pages.story.history')}>
          <Milestones items={HISTORY.map((m) => ({ key: m.key, year: year(m.year), title: t(m.title), text: t(m.text) }))} />
        </StorySection>

        <StorySection id="exc-promise" title={t('pages.story.promise')}>
          <Promises items={PROMISES.map((p) => ({ mark: '✦', title: t(p.title), text: t(p.text) }))} />
        </StorySection>

        <StoryCta
          id="exc-cta-title"
          title={t('pages.exc.cta.title')}
          text={t('pages.exc.cta.text')}
          actions={
            <>
              <Link to="/account?section=newsletters" className="button button--accent">
                {t('pages.exc.cta.subscribe')}
              </Link>
              <Link to="/all" className="button button--ghost">
                {t('pages.story.shopAll')}
              </Link>
            </>
          }
        />
      </div>
    </div>
  );
}
