import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Building blocks of the About and Exce pages: a hero with art, dated milestones, promise cards, a closing call to action. */

export function StoryHero({ eyebrow, title, children, art, artAlt, actions }: { eyebrow: string; title: string; children: ReactNode; art: string; artAlt: string; actions?: ReactNode }) {
  return (
    <section className="story-hero">
      <div className="container story-hero__inner">
        <div className="story-hero__text">
          <p className="pages-eyebrow">{eyebrow}</p>
          <h1>{title}</h1>
          <div className="lead">{children}</div>
          {actions && <div className="story-hero__actions">{actions}</div>}
        </div>
        <img className="story-hero__art" src={art} alt={artAlt} width={700} height={620} />
      </div>
    </section>
  );
}

export function StorySection({ id, title, children, className = '' }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`section story-section ${className}`} aria-labelledby={id}>
      <div className="section__head">
        <h2 id={id}>{title}</h2>
      </div>
      {children}
    </section>
  );
}

/** `key` names a milestone when its year is a word ('Today', in the shopper's language). */
export function Milestones({ items }: { items: { key?: string; year: string; title: string; text: string }[] }) {
  return (
    <ol className="milestones" style={{ '--milestone-columns': items.length <= 4 ? items.length : 3 } as CSSProperties}>
      {items.map((m) => (
        <li key={m.key ?? m.year} className="milestones__item">
          <span className="milestones__year">{m.year}</span>
          <h3>{m.title}</h3>
          <p>{m.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function Promises({ items }: { items: { title: string; text: string; mark: string }[] }) {
  return (
    <ul className="promises">
      {items.map((p) => (
        <li key={p.title} className="promises__item">
          <span className="promises__mark" aria-hidden="true">
            {p.mark}
          </span>
          <h3>{p.title}</h3>
          <p>{p.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** A wide art banner leading to a listing. */
export function ArtBanner({ to, src, alt, width, height }: { to: string; src: string; alt: string; width: number; height: number }) {
  return (
    <Link to={to} className="art-banner">
      <img src={src} alt={alt} width={width} height={height} loading="lazy" />
    </Link>
  );
}

/** The closing call to action over the newsletter art: a heading, a line and the buttons. */
export function StoryCta({ id, title, text, actions }: { id: string; title: string; text: string; actions: ReactNode }) {
  return (
    <section className="story-cta" aria-labelledby={id}>
      <img src="/images/art/newsletter.svg" alt="" className="story-cta__art" width={1200} height={400} loading="lazy" />
      <div className="story-cta__text">
        <h2 id={id}>{title}</h2>
        <p>{text}</p>
        <div className="story-hero__actions">{actions}</div>
      </div>
    </section>
  );
}
