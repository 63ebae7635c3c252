import { useId } from 'react';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { CatalogProductDetailFragment, Colour, Size } from '../../gql/graphql';
import { COLOUR_LABELS, COLOURS, SIZES } from './labels';
import { variantKey, type ProductValues } from './product-form';

type Variant = CatalogProductDetailFragment['variants'][number];

export interface VariantMatrixProps {
  /** The product's variants as saved (none for a new product). */
  variants: readonly Variant[];
  /** SKUs the server refused to remove (VariantsInUseError): they must stay. */
  inUse: readonly string[];
}

/**
 * Every size × colour ticked, sizes down and colours across. A variant the product has shows its SKU and
 * its stock (on hand, reserved, available), which changes on the Inventory page; a new one takes its
 * initial stock here. Sizes or colours unticked list the variants that saving removes.
 */
export function VariantMatrix({ variants, inUse }: VariantMatrixProps) {
  const id = useId();
  const { register } = useFormContext<ProductValues>();
  const { errors } = useFormState<ProductValues>({ name: 'variants' });
  const [sizes, colours] = useWatch<ProductValues, ['sizes', 'colours']>({ name: ['sizes', 'colours'] });
  const existing = new Map(variants.map((variant) => [variantKey(variant.size, variant.colour), variant]));
  const rows = SIZES.filter((size) => sizes.includes(size));
  const columns = colours.filter((colour) => COLOURS.some((c) => c.value === colour));
  const removed = variants.filter((variant) => !rows.includes(variant.size) || !columns.includes(variant.colour));
  const added = rows.length * columns.length - (variants.length - removed.length);
  const error = (errors.variants as { message?: string } | undefined)?.message;

  return (
    <section className="panel variant-matrix" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Variants</h2>
      <p className="field__description" id={`${id}-summary`}>
        {rows.length === 0 || columns.length === 0
          ? 'Tick at least one size and one colour: each size × colour is a variant with its own SKU and stock.'
          : `${rows.length * columns.length} variants (${rows.length} ${rows.length === 1 ? 'size' : 'sizes'} × ${columns.length} ${columns.length === 1 ? 'colour' : 'colours'})${added > 0 ? `, ${added} new: give each its initial stock` : ''}. Stock of existing variants changes on the Inventory page.`}
      </p>
      <div role="alert" className={error ? 'field__error variant-matrix__error' : undefined}>
        {error}
      </div>
      {rows.length > 0 && columns.length > 0 && (
        <div className="variant-matrix__scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
          <table>
            <caption id={`${id}-caption`} className="visually-hidden">
              Variants by size and colour
            </caption>
            <thead>
              <tr>
                <th scope="col">Size</th>
                {columns.map((colour) => (
                  <th key={colour} scope="col">
                    <span className="swatch" style={{ background: COLOURS.find((c) => c.value === colour)!.hex }} aria-hidden="true" />
                    {COLOUR_LABELS[colour]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((size) => (
                <tr key={size}>
                  <th scope="row">{size}</th>
                  {columns.map((colour) => {
                    const variant = existing.get(variantKey(size, colour));
                    return (
                      <td key={colour}>
                        {variant ? (
                          <ExistingVariant variant={variant} />
                        ) : (
                          <NewVariant size={size} colour={colour} register={register} error={(get(errors, `variants.${size}.${colour}`) as { message?: string } | undefined)?.message} />
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {removed.length > 0 && (
        <div className="variant-matrix__removed">
          <p>Saving removes {removed.length === 1 ? 'this variant' : `these ${removed.length} variants`} (one that was ordered or sits in a cart cannot go: set its stock to 0 instead):</p>
          <ul>
            {removed.map((variant) => (
              <li key={variant.id}>
                <span className="mono">{variant.sku}</span> ({variant.size}, {COLOUR_LABELS[variant.colour]}){inUse.includes(variant.sku) && <strong> — ordered or in a cart: it stays</strong>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function ExistingVariant({ variant }: { variant: Variant }) {
  return (
    <div className="variant">
      <span className="mono variant__sku">{variant.sku}</span>
      <span className="variant__stock">
        {variant.stockOnHand} on hand · {variant.stockReserved} reserved · <strong>{variant.available} available</strong>
      </span>
      <Link to={`/inventory?variant=${variant.id}`}>
        Stock<span className="visually-hidden"> of {variant.sku}</span>
      </Link>
    </div>
  );
}

function NewVariant({ size, colour, register, error }: { size: Size; colour: Colour; register: ReturnType<typeof useFormContext<ProductValues>>['register']; error?: string }) {
  const id = useId();
  return (
    <div className="variant variant--new">
      {/* The visible label is the start of the input's name, which says which variant it is. */}
      <label htmlFor={id}>Initial stock</label>
      <input
        id={id}
        aria-label={`Initial stock, size ${size}, ${COLOUR_LABELS[colour]}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={100000}
        step={1}
        placeholder="0"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(`variants.${size}.${colour}`)}
      />
      <span className="variant__new">New</span>
      {error && (
        <span className="field__error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
