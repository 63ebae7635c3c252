import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n';

/** How many items fit on a slide: the spec's 3 on wide screens, fewer on narrow ones. */
function perSlideFor(width: number): number {
  if (width >= 900) return 3;
  if (width >= 600) return 2;
  return 1;
}

/** Three (the server's guess, which the first render in the browser repeats), then what the screen fits. */
function useItemsPerSlide(): number {
  const [count, setCount] = useState(3);
  useEffect(() => {
    setCount(perSlideFor(window.innerWidth));
    if (typeof window.matchMedia !== 'function') return;
    const queries = ['(min-width: 600px)', '(min-width: 900px)'].map((q) => window.matchMedia(q));
    const update = () => setCount(perSlideFor(window.innerWidth));
    queries.forEach((q) => q.addEventListener('change', update));
    return () => queries.forEach((q) => q.removeEventListener('change', update));
  }, []);
  return count;
}

/**
 * Items grouped into slides with Prev / Next and a dot per slide. Only the slide on show is
 * rendered, so screen readers and the tab order see exactly what is visible.
 */
export function Carousel<T>({ items, label, itemKey, renderItem }: { items: T[]; label: string; itemKey(item: T): string; renderItem(item: T): ReactNode }) {
  const t = useT();
  const perSlide = useItemsPerSlide();
  const slideCount = Math.max(1, Math.ceil(items.length / perSlide));
  const [requested, setSlide] = useState(0);
  // After a resize there may be fewer slides than the one we were on.
  const slide = Math.min(requested, slideCount - 1);
  const shown = items.slice(slide * perSlide, slide * perSlide + perSlide);

  const go = (next: number) => setSlide(Math.max(0, Math.min(slideCount - 1, next)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(slide + 1);
    else if (event.key === 'ArrowLeft') go(slide - 1);
  };

  return (
    <section className="carousel" aria-roledescription={t('pages.carousel.role')} aria-label={label} onKeyDown={onKeyDown}>
      <ul key={`${slide}-${perSlide}`} className="carousel__slide" style={{ gridTemplateColumns: `repeat(${perSlide}, minmax(0, 1fr))` }} aria-roledescription={t('pages.carousel.slideRole')} aria-label={t('pages.carousel.position', { slide: slide + 1, count: slideCount })}>
        {shown.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <div className="carousel__controls">
        <button type="button" className="button button--ghost button--small" onClick={() => go(slide - 1)} disabled={slide === 0}>
          {t('common.prev')}
        </button>
        <div className="carousel__dots">
          {Array.from({ length: slideCount }, (_, index) => (
            <button
              key={index}
              type="button"
              className="carousel__dot"
              aria-label={t('pages.carousel.dot', { slide: index + 1, count: slideCount })}
              aria-current={index === slide ? 'true' : undefined}
              onClick={() => go(index)}
            />
          ))}
        </div>
        <button type="button" className="button button--ghost button--small" onClick={() => go(slide + 1)} disabled={slide === slideCount - 1}>
          {t('common.next')}
        </button>
      </div>
    </section>
  );
}
