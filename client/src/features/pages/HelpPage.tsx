import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Message, useT } from '../../lib/i18n';
import { telHref, useFreeShippingFrom, useShopContact } from '../../lib/shop-settings';
import { PageMeta } from '../../lib/seo/PageMeta';
import { Carousel } from './components/Carousel';
import { TopicIcon } from './components/TopicIcon';
import { filterQuestions, helpQuestions, HELP_TOPICS, type HelpTopicId } from './help-content';
import './pages.css';

/** /help — search the popular questions, browse topics in a carousel, and the OTP warning. */
export default function HelpPage() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [topic, setTopic] = useState<HelpTopicId | null>(null);
  const freeFrom = useFreeShippingFrom();
  const contact = useShopContact();
  const questions = useMemo(() => helpQuestions(t, freeFrom), [t, freeFrom]);
  const results = useMemo(() => filterQuestions(questions, search, topic), [questions, search, topic]);
  const searchId = useId();
  const topicKey = HELP_TOPICS.find((item) => item.id === topic)?.title;
  const topicTitle = topicKey && t(topicKey);
  const words = search.trim();
  const filtered = search.trim() !== '' || topic !== null;

  const chooseTopic = (id: HelpTopicId) => {
    setTopic((current) => (current === id ? null : id));
    document.getElementById('help-questions')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="help">
      <PageMeta title={t('pages.help.meta.title')} description={t('pages.help.meta.description')} />
      <section className="help__hero">
        <div className="container">
          <p className="pages-eyebrow">{t('pages.help.eyebrow')}</p>
          <h1>{t('pages.help.title')}</h1>
          <form className="help__search" role="search" onSubmit={(e) => e.preventDefault()}>
            <label htmlFor={searchId} className="visually-hidden">
              {t('pages.help.searchLabel')}
            </label>
            <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
            <input id={searchId} type="search" placeholder={t('pages.help.searchPlaceholder')} value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
          </form>
          <p className="help__otp" role="note">
            <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
              <path d="M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6l-8-3Z" />
              <path d="M12 8v5M12 16.5v.5" />
            </svg>
            <span>
              <Message id="pages.help.otp" values={{ strong: (chunks) => <strong>{chunks}</strong> }} />
            </span>
          </p>
        </div>
      </section>

      <div className="container">
        <section className="section" aria-labelledby="help-topics-title">
          <div className="section__head">
            <h2 id="help-topics-title">{t('pages.help.topics.title')}</h2>
          </div>
          <Carousel
            items={HELP_TOPICS}
            label={t('pages.help.topics.label')}
            itemKey={(item) => item.id}
            renderItem={(item) => (
              <button type="button" className={`help-topic${topic === item.id ? ' is-selected' : ''}`} aria-pressed={topic === item.id} onClick={() => chooseTopic(item.id)}>
                <span className="help-topic__icon">
                  <TopicIcon topic={item.id} />
                </span>
                <span className="help-topic__title">{t(item.title)}</span>
                <span className="help-topic__blurb">{t(item.blurb)}</span>
                <span className="help-topic__count">{t('pages.help.answers', { count: questions.filter((q) => q.topic === item.id).length })}</span>
              </button>
            )}
          />
        </section>

        <section className="section help__questions" id="help-questions" aria-labelledby="help-questions-title">
          <div className="section__head">
            <h2 id="help-questions-title">{topicTitle ? t('pages.help.topicQuestions', { topic: topicTitle }) : t('pages.help.popular')}</h2>
            {filtered && (
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => {
                  setSearch('');
                  setTopic(null);
                }}
              >
                {t('pages.help.showAll')}
              </button>
            )}
          </div>
          <p className="muted help__count" aria-live="polite">
            {results.length === 0 ? '' : words ? t('pages.help.answersFor', { count: results.length, search: words }) : t('pages.help.answers', { count: results.length })}
          </p>
          {results.length === 0 ? (
            <div className="notice help__none">
              <p>
                <Message
                  id={topicTitle ? 'pages.help.noneIn' : 'pages.help.none'}
                  values={{ search: words, topic: topicTitle, link: (chunks) => <Link to="/contact">{chunks}</Link> }}
                />
              </p>
            </div>
          ) : (
            <div className="accordion">
              {results.map((q) => (
                <details key={q.question} className="accordion__item">
                  <summary>{q.question}</summary>
                  <div className="accordion__body">
                    <p>{q.answer}</p>
                    {q.link && (
                      <Link to={q.link.to} className="section__link">
                        {q.link.label} →
                      </Link>
                    )}
                  </div>
                </details>
              ))}
            </div>
          )}
        </section>

        <section className="section help__more" aria-labelledby="help-more-title">
          <div className="panel help__contact">
            <div>
              <h2 id="help-more-title">{t('pages.help.more.title')}</h2>
              <p className="muted">{t('pages.help.more.text')}</p>
            </div>
            <div className="help__contact-actions">
              <Link to="/contact" className="button button--accent">
                {t('pages.story.contact')}
              </Link>
              {contact && (
                <>
                  <a href={telHref(contact.phone)} className="button button--ghost">
                    {t('pages.help.call', { phone: contact.phone })}
                  </a>
                  <a href={`mailto:${contact.email}`} className="section__link">
                    {contact.email}
                  </a>
                </>
              )}
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}
