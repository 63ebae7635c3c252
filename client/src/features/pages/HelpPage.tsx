import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { telHref, useFreeShippingFrom, useShopContact } from '../../lib/shop-settings';
import { PageMeta } from '../../lib/seo/PageMeta';
import { Carousel } from './components/Carousel';
import { TopicIcon } from './components/TopicIcon';
import { filterQuestions, helpQuestions, HELP_TOPICS, type HelpTopicId } from './help-content';
import './pages.css';

/** /help — search the popular questions, browse topics in a carousel, and the OTP warning. */
export default function HelpPage() {
  const [search, setSearch] = useState('');
  const [topic, setTopic] = useState<HelpTopicId | null>(null);
  const freeFrom = useFreeShippingFrom();
  const contact = useShopContact();
  const questions = useMemo(() => helpQuestions(freeFrom), [freeFrom]);
  const results = useMemo(() => filterQuestions(questions, search, topic), [questions, search, topic]);
  const searchId = useId();
  const topicTitle = HELP_TOPICS.find((t) => t.id === topic)?.title;
  const filtered = search.trim() !== '' || topic !== null;

  const chooseTopic = (id: HelpTopicId) => {
    setTopic((current) => (current === id ? null : id));
    document.getElementById('help-questions')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="help">
      <PageMeta title="Help" description="Help with shopping at Kapor: sizes, delivery, payment, returns and your account — search the common questions or get in touch with our team." />
      <section className="help__hero">
        <div className="container">
          <p className="pages-eyebrow">Help centre</p>
          <h1>How can we help?</h1>
          <form className="help__search" role="search" onSubmit={(e) => e.preventDefault()}>
            <label htmlFor={searchId} className="visually-hidden">
              Search help
            </label>
            <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
            <input id={searchId} type="search" placeholder="Search for answers" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
          </form>
          <p className="help__otp" role="note">
            <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
              <path d="M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6l-8-3Z" />
              <path d="M12 8v5M12 16.5v.5" />
            </svg>
            <span>
              <strong>Don&apos;t give your OTP code to other.</strong> Kapor will never ask for it by phone, e-mail or message.
            </span>
          </p>
        </div>
      </section>

      <div className="container">
        <section className="section" aria-labelledby="help-topics-title">
          <div className="section__head">
            <h2 id="help-topics-title">Browse by topic</h2>
          </div>
          <Carousel
            items={HELP_TOPICS}
            label="Help topics"
            itemKey={(t) => t.id}
            renderItem={(t) => (
              <button type="button" className={`help-topic${topic === t.id ? ' is-selected' : ''}`} aria-pressed={topic === t.id} onClick={() => chooseTopic(t.id)}>
                <span className="help-topic__icon">
                  <TopicIcon topic={t.id} />
                </span>
                <span className="help-topic__title">{t.title}</span>
                <span className="help-topic__blurb">{t.blurb}</span>
                <span className="help-topic__count">{questions.filter((q) => q.topic === t.id).length} answers</span>
              </button>
            )}
          />
        </section>

        <section className="section help__questions" id="help-questions" aria-labelledby="help-questions-title">
          <div className="section__head">
            <h2 id="help-questions-title">{topicTitle ? `${topicTitle} questions` : 'Popular questions'}</h2>
            {filtered && (
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => {
                  setSearch('');
                  setTopic(null);
                }}
              >
                Show all questions
              </button>
            )}
          </div>
          <p className="muted help__count" aria-live="polite">
            {results.length === 0
              ? ''
              : search.trim()
                ? `${results.length} ${results.length === 1 ? 'answer' : 'answers'} for “${search.trim()}”`
                : `${results.length} ${results.length === 1 ? 'answer' : 'answers'}`}
          </p>
          {results.length === 0 ? (
            <div className="notice help__none">
              <p>
                No answers match “{search.trim()}”{topicTitle ? ` in ${topicTitle}` : ''}. Try other words, or <Link to="/contact">write to us</Link>.
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
              <h2 id="help-more-title">Still need help?</h2>
              <p className="muted">Our team answers every message. Tell us your transaction id if it is about an order.</p>
            </div>
            <div className="help__contact-actions">
              <Link to="/contact" className="button button--accent">
                Contact us
              </Link>
              {contact && (
                <>
                  <a href={telHref(contact.phone)} className="button button--ghost">
                    Call {contact.phone}
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
