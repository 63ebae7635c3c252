import { useId, useState, type ReactNode } from 'react';
import type { ProductFacetCountsFragment } from '../../../gql/graphql';
import { useColourName } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { useFormats, useT } from '../../../lib/i18n';
import { activeFilterCount, type ListingFilters } from '../filters';
import type { FiltersUpdate } from '../hooks/useListingFilters';

interface FilterPanelProps {
  filters: ListingFilters;
  /** The counts for the current result; undefined while the first answer loads. */
  facets: ProductFacetCountsFragment | undefined;
  onChange(update: FiltersUpdate): void;
}

const NO_FILTERS: ListingFilters = { sizes: [], colours: [], min: null, max: null, inStock: false, onSale: false };

function toggled<T>(values: T[], value: T, on: boolean): T[] {
  return on ? [...values, value] : values.filter((v) => v !== value);
}

/**
 * The listing's filters: size, colour, price range, in stock, on sale, each value with its count (what
 * choosing it would list). A sidebar on wide screens; on a phone, a "Filters" button opens it.
 */
export function FilterPanel({ filters, facets, onChange }: FilterPanelProps) {
  const { format } = usePreferences();
  const t = useT();
  const colourName = useColourName();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = activeFilterCount(filters);
  const change = (patch: (current: ListingFilters) => Partial<ListingFilters>) => onChange((current) => ({ ...current, ...patch(current) }));
  const usd = (cents: number) => format({ amount: cents, currency: 'USD' });

  return (
    <div className="filters">
      <button type="button" className="button button--ghost filters__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {t('catalog.filters.toggle', { count: active })}
      </button>
      <section id={panelId} className={`filters__panel${open ? ' is-open' : ''}`} aria-label={t('catalog.filters.title')}>
        <div className="filters__head">
          <h2>{t('catalog.filters.title')}</h2>
          {active > 0 && (
            <button type="button" className="button button--ghost button--small" onClick={() => onChange(() => NO_FILTERS)}>
              {t('catalog.filters.clear')}
            </button>
          )}
        </div>
        <FilterGroup legend={t('catalog.filters.size')}>
          {(facets?.sizes ?? []).map(({ size, count }) => (
            <FilterCheckbox key={size} label={size} count={count} checked={filters.sizes.includes(size)} onChange={(on) => change((current) => ({ sizes: toggled(current.sizes, size, on) }))} />
          ))}
        </FilterGroup>
        <FilterGroup legend={t('catalog.filters.colour')}>
          {(facets?.colours ?? []).map(({ colour, count }) => (
            <FilterCheckbox
              key={colour}
              label={colourName(colour)}
              count={count}
              checked={filters.colours.includes(colour)}
              onChange={(on) => change((current) => ({ colours: toggled(current.colours, colour, on) }))}
            />
          ))}
        </FilterGroup>
        <FilterGroup legend={t('catalog.filters.price')}>
          {(facets?.priceRanges ?? []).map(({ min, max, count }) => {
            const label =
              max === null
                ? t('catalog.filters.priceFrom', { price: usd(min) })
                : min === 0
                  ? t('catalog.filters.priceUnder', { price: usd(max + 1) })
                  : t('catalog.filters.priceBetween', { from: usd(min), to: usd(max + 1) });
            const chosen = filters.min === min && filters.max === max;
            return (
              <FilterCheckbox key={min} label={label} count={count} checked={chosen} onChange={(on) => change(() => (on ? { min, max } : { min: null, max: null }))} />
            );
          })}
        </FilterGroup>
        <FilterGroup legend={t('catalog.filters.availability')}>
          <FilterCheckbox label={t('catalog.filters.inStock')} count={facets?.inStock} checked={filters.inStock} onChange={(on) => change(() => ({ inStock: on }))} />
          <FilterCheckbox label={t('catalog.filters.onSale')} count={facets?.onSale} checked={filters.onSale} onChange={(on) => change(() => ({ onSale: on }))} />
        </FilterGroup>
        <button type="button" className="button filters__done" onClick={() => setOpen(false)}>
          {t('catalog.filters.done')}
        </button>
      </section>
    </div>
  );
}

function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="filters__group">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** One choice: "M (12)". A value nothing would match cannot be chosen (it stays clearable when chosen). */
function FilterCheckbox({ label, count, checked, onChange }: { label: string; count: number | undefined; checked: boolean; onChange(on: boolean): void }) {
  const { formatNumber } = useFormats();
  return (
    <label className="filters__option">
      <input type="checkbox" checked={checked} disabled={count === 0 && !checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
      {count !== undefined && <span className="filters__count">({formatNumber(count)})</span>}
    </label>
  );
}
