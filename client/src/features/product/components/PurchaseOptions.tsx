import type { Ref } from 'react';
import type { Colour, Size } from '../../../gql/graphql';
import { colourName } from '../../../lib/format';
import { SIZES } from '../../../components/ProductCard';
import { SWATCHES } from '../product-options';

export function ColourPicker({ colours, value, onChange }: { colours: Colour[]; value: Colour; onChange(colour: Colour): void }) {
  return (
    <div className="picker" role="group" aria-labelledby="colour-label">
      <p className="picker__label" id="colour-label">
        Colour: <span className="picker__value">{colourName(value)}</span>
      </p>
      <div className="swatches">
        {colours.map((colour) => (
          <button
            key={colour}
            type="button"
            className="swatch"
            aria-pressed={colour === value}
            aria-label={colourName(colour)}
            title={colourName(colour)}
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
  available: Set<Size>;
  colour: Colour;
  error: string | null;
  onChange(size: Size): void;
  /** The first size button, focused when the shopper tries to add without a size. */
  firstRef?: Ref<HTMLButtonElement>;
}

/** S to XXL; a size sold out in the chosen colour is shown but cannot be picked. */
export function SizePicker({ value, available, colour, error, onChange, firstRef }: SizePickerProps) {
  const firstAvailable = SIZES.find((size) => available.has(size));
  return (
    <div className="picker" role="group" aria-labelledby="size-label" aria-describedby={error ? 'size-error' : undefined}>
      <p className="picker__label" id="size-label">
        Size{value && <>: <span className="picker__value">{value}</span></>}
      </p>
      <div className="sizes">
        {SIZES.map((size) => {
          const inStock = available.has(size);
          return (
            <button
              key={size}
              ref={size === firstAvailable ? firstRef : undefined}
              type="button"
              className="chip size"
              aria-pressed={size === value}
              disabled={!inStock}
              title={inStock ? undefined : `${size} is sold out in ${colourName(colour)}`}
              onClick={() => onChange(size)}
            >
              {size}
              {!inStock && <span className="visually-hidden"> (sold out)</span>}
            </button>
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
