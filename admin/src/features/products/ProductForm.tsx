import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CheckboxGroupField } from '../../components/form/CheckboxGroupField';
import { SelectField, TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { MoneyField } from '../../components/form/MoneyField';
import { FORM_ERROR, showServerFailure } from '../../components/form/server-errors';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextAreaField } from '../../components/form/TextAreaField';
import { CreateProductDocument, UpdateProductDocument, type CatalogProductDetailFragment } from '../../gql/graphql';
import { CATEGORIES, CATEGORY_LABELS, COLOUR_LABELS, COLOURS, DEFAULT_GARMENT, GARMENT_LABELS, SIZES } from './labels';
import { EMPTY_PRODUCT, productInput, productSchema, SERVER_FIELD_NAMES, slugFrom, valuesOf, variantKey, type ProductValues } from './product-form';
import { VariantMatrix } from './VariantMatrix';

type Product = CatalogProductDetailFragment;

const CATEGORY_OPTIONS = CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));
const GARMENT_OPTIONS = Object.entries(GARMENT_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));
const SIZE_OPTIONS = SIZES.map((value) => ({ value, label: value }));
const COLOUR_OPTIONS = COLOURS.map((colour) => ({
  value: colour.value,
  label: (
    <>
      <span className="swatch" style={{ background: colour.hex }} aria-hidden="true" />
      {colour.label}
    </>
  ),
}));

export interface ProductFormProps {
  /** The product to edit; null for a new one. */
  product: Product | null;
  /** Before each save: the page clears its last message. */
  onSubmitted?: () => void;
  onSaved: (product: Product) => void;
}

/**
 * A product's fields, for a new product and an existing one alike: details, price, sizes and colours,
 * and the size × colour variants with the initial stock of new ones. Money is typed as dollars and
 * cents and sent as cents. The server's field errors show beside their fields; a slug in use on the
 * slug, variants that cannot be removed (ordered, in a cart) on the variants.
 */
export function ProductForm({ product, onSubmitted, onSaved }: ProductFormProps) {
  const [createProduct] = useMutation(CreateProductDocument);
  const [updateProduct] = useMutation(UpdateProductDocument);
  const [inUse, setInUse] = useState<string[]>([]);
  const form = useForm<ProductValues>({ resolver: zodResolver(productSchema), defaultValues: product ? valuesOf(product) : EMPTY_PRODUCT });
  const existing = useMemo(() => new Set(product?.variants.map((v) => variantKey(v.size, v.colour)) ?? []), [product]);
  const [name, category, colours] = useWatch({ control: form.control, name: ['name', 'category', 'colours'] });

  // A new product draws the category's usual garment until someone picks one.
  const { getFieldState, setValue } = form;
  useEffect(() => {
    if (!product && !getFieldState('garment').isDirty) setValue('garment', DEFAULT_GARMENT[category]);
  }, [product, category, getFieldState, setValue]);

  async function onSubmit(values: ProductValues) {
    onSubmitted?.();
    setInUse([]);
    try {
      const input = productInput(values, existing);
      const result = product ? (await updateProduct({ variables: { id: product.id, input } })).data?.updateProduct : (await createProduct({ variables: { input } })).data?.createProduct;
      if (!result) return;
      if (result.__typename === 'CatalogProduct') {
        form.reset(valuesOf(result));
        onSaved(result);
        return;
      }
      if (result.__typename === 'VariantsInUseError') setInUse(result.skus);
      const onField = result.__typename === 'SlugTakenError' ? 'slug' : result.__typename === 'VariantsInUseError' ? 'variants' : undefined;
      showServerFailure(form, result, { fieldNames: SERVER_FIELD_NAMES, onField });
    } catch (error) {
      form.setError(`root.${FORM_ERROR}`, { type: 'network', message: `The product was not saved: ${(error as Error).message}` });
    }
  }

  const slugHint = product
    ? `Its address: /product/${product.slug}. A change breaks links shared before.`
    : slugFrom(name)
      ? `Its address: /product/${slugFrom(name)}. Empty: made from the name.`
      : 'Its address in the shop. Empty: made from the name.';
  const defaultColour = colours[0] ? COLOUR_LABELS[colours[0]] : null;

  return (
    <Form form={form} onSubmit={onSubmit} className="product-form">
      <section className="panel" aria-labelledby="product-details-title">
        <h2 id="product-details-title">Details</h2>
        <div className="product-form__fields">
          <TextField name="name" label="Name" description="As the shop shows it." autoComplete="off" required />
          <TextField name="slug" label="Slug" autoComplete="off" spellCheck={false} description={slugHint} placeholder={product ? product.slug : slugFrom(name)} />
          <TextAreaField name="description" label="Description" required className="product-form__wide" />
          <SelectField name="category" label="Category" description="The shop’s section that lists it." options={CATEGORY_OPTIONS} required />
          <SelectField name="garment" label="Garment" description="What its drawn pictures show, without photos." options={GARMENT_OPTIONS} required />
        </div>
      </section>

      <section className="panel" aria-labelledby="product-price-title">
        <h2 id="product-price-title">Price</h2>
        <div className="product-form__fields">
          <MoneyField name="price" label="Price" description="In dollars and cents, such as 64.00." required />
          <MoneyField name="compareAt" label="Compare-at price" description="The earlier price, shown struck through. Empty: none." />
        </div>
      </section>

      <section className="panel" aria-labelledby="product-options-title">
        <h2 id="product-options-title">Sizes and colours</h2>
        <div className="product-form__fields">
          <CheckboxGroupField name="colours" legend="Colours" options={COLOUR_OPTIONS} required description={`The first ticked is the default colour${defaultColour ? `: ${defaultColour}` : ''}.`} />
          <CheckboxGroupField name="sizes" legend="Sizes" options={SIZE_OPTIONS} required />
        </div>
      </section>

      <VariantMatrix variants={product?.variants ?? []} inUse={inUse} />

      <div className="form__actions">
        <SubmitButton>{product ? 'Save changes' : 'Create product'}</SubmitButton>
      </div>
    </Form>
  );
}
