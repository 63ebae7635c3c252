import type { ReactNode, Ref } from 'react';
import type { Colour, Size } from '../../../gql/graphql';
import { SIZES } from '../../../components/ProductCard';
import { Message, useT } from '../../../lib/i18n';
import { LOW_STOCK, SWATCHES, useProductLabels } from '../product-options';
import '../stock.css';

/** Puts a chosen value (colour, size) in the picker's label as the message places it. */
const pickedValue = (chunks: ReactNode[]) => <span className="picker__value">{chunks}</span>;

export function ColourPicker({ colours, value, onChange }: { colours: Colour[]; value: Colour; onChange(colour: Colour): void }) {
  const labels = useProductLabels();
  return (
    <div className="picker" role="group" aria-labelledby="colour-label">
      <p className="picker__label" id="colour-label">
        <Message id="product.colour.label" values={{ colour: labels.colour(value), value: pickedValue }} />
      </p>
      <div className="swatches">
        {colours.map((colour) => (
          <button
            key={colour}
            type="button"
            className="swatch"
            aria-pressed={colour === value}
            aria-label={labels.colour(colour)}
            title={labels.colour(colour)}
            onClick={() => onChange(colour)}
          >
            <span className="swatch__dot" style={{ background: SWATCHES[colour] }} aria-hidden="true" />
          </button>
        ))}
      </div>
    </div>
  );
}

interface SizePickerProps {
  value: Size | null;
  /** Units available of each size in the chosen colour (stockBySize); a size missing from it is not made. */
  stock: Map<Size, number>;
  colour: Colour;
  error: string | null;
  onChange(size: Size): void;
  /** The first size button, focused when the shopper tries to add without a size. */
  firstRef?: Ref<HTMLButtonElement>;
}

/**
 * S to XXL, each with its stock in the chosen colour: a sold-out size is shown, marked "Sold out" (in words
 * as well as struck through, and in its name) and cannot be picked; a size with LOW_STOCK units or fewer
 * says how many are left (its description).
 */
export function SizePicker({ value, stock, colour, error, onChange, firstRef }: SizePickerProps) {
  const t = useT();
  const labels = useProductLabels();
  const units = (size: Size) => stock.get(size) ?? 0;
  const firstAvailable = SIZES.find((size) => units(size) > 0);
  return (
    <div className="picker" role="group" aria-labelledby="size-label" aria-describedby={error ? 'size-error' : undefined}>
      <p className="picker__label" id="size-label">
        {value ? <Message id="product.size.chosen" values={{ size: value, value: pickedValue }} /> : t('product.size.label')}
      </p>
      <div className="sizes">
        {SIZES.map((size) => {
          const left = units(size);
          const inStock = left > 0;
          const low = inStock && left <= LOW_STOCK;
          return (
            <div key={size} className="size-option">
              <button
                ref={size === firstAvailable ? firstRef : undefined}
                type="button"
                className="chip size"
                aria-pressed={size === value}
                aria-describedby={low ? `size-left-${size}` : undefined}
                disabled={!inStock}
                title={inStock ? undefined : t('product.size.soldOutIn', { size, colour: labels.colour(colour) })}
                onClick={() => onChange(size)}
              >
                {size}
                {!inStock && <span className="visually-hidden"> {t('product.size.soldOutShort')}</span>}
              </button>
              {!inStock ? (
                <span className="size-option__note is-out" aria-hidden="true">
                  {t('product.size.soldOut')}
                </span>
              ) : low ? (
                <span className="size-option__note is-low" id={`size-left-${size}`}>
                  {t('product.size.left', { left })}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      {error && (
        <p className="field__error picker__error" id="size-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
