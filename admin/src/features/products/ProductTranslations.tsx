import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { FORM_ERROR, showServerFailure } from '../../components/form/server-errors';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextAreaField } from '../../components/form/TextAreaField';
import { Notice, type NoticeMessage } from '../../components/Notice';
import { SetProductTranslationsDocument, type ProductTranslationFieldsFragment, type TranslationLanguage } from '../../gql/graphql';

/** The languages the shop translates its products into, as the form names them (the API's BN and HI in lower case). */
const LANGUAGES = [
  { key: 'bn', value: 'BN', label: 'Bangla', native: 'বাংলা' },
  { key: 'hi', value: 'HI', label: 'Hindi', native: 'हिन्दी' },
] as const satisfies readonly { key: string; value: TranslationLanguage; label: string; native: string }[];

/** The server's limits (server/src/catalog/admin/product-input.ts, validateTranslations): the English fields' own. */
const MAX_NAME = 200;
const MAX_DESCRIPTION = 5000;

const translationSchema = z.object({
  name: z.string().trim().max(MAX_NAME, `At most ${MAX_NAME} characters.`),
  description: z.string().trim().max(MAX_DESCRIPTION, `At most ${MAX_DESCRIPTION} characters.`),
});
const translationsSchema = z.object({ bn: translationSchema, hi: translationSchema });
/** Named as the server names its field errors (`bn.name`), so they land on their inputs. */
type TranslationValues = z.infer<typeof translationsSchema>;

function valuesOf(translations: readonly ProductTranslationFieldsFragment[]): TranslationValues {
  const of = (language: TranslationLanguage) => translations.find((t) => t.language === language);
  return Object.fromEntries(LANGUAGES.map(({ key, value }) => [key, { name: of(value)?.name ?? '', description: of(value)?.description ?? '' }])) as TranslationValues;
}

export interface ProductTranslationsProps {
  productId: string;
  /** The English name and description: what the shop shows for a field left empty. */
  english: { name: string; description: string };
  translations: readonly ProductTranslationFieldsFragment[];
}

/**
 * The product's name and description in Bangla and Hindi. A field left empty is shown in English in the
 * shop; both left empty remove that language's translation. Saved apart from the product's other fields.
 */
export function ProductTranslations({ productId, english, translations }: ProductTranslationsProps) {
  const [setProductTranslations] = useMutation(SetProductTranslationsDocument);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const form = useForm<TranslationValues>({ resolver: zodResolver(translationsSchema), defaultValues: valuesOf(translations) });

  async function onSubmit(values: TranslationValues) {
    setNotice(null);
    try {
      const { data } = await setProductTranslations({
        variables: {
          id: productId,
          translations: LANGUAGES.map(({ key, value }) => ({ language: value, name: values[key].name.trim() || null, description: values[key].description.trim() || null })),
        },
      });
      const result = data?.setProductTranslations;
      if (!result) return;
      if (result.__typename === 'CatalogProduct') {
        form.reset(valuesOf(result.translations));
        setNotice({ tone: 'success', text: 'The translations were saved.' });
        return;
      }
      showServerFailure(form, result);
    } catch (error) {
      form.setError(`root.${FORM_ERROR}`, { type: 'network', message: `The translations were not saved: ${(error as Error).message}` });
    }
  }

  return (
    <section className="panel" aria-labelledby="product-translations-title">
      <h2 id="product-translations-title">Translations</h2>
      <p className="field__description">The shop shows the product in the shopper’s language. A field left empty is shown in English.</p>
      <Notice message={notice} />
      <Form form={form} onSubmit={onSubmit} aria-labelledby="product-translations-title" className="product-form">
        {LANGUAGES.map(({ key, label, native }) => (
          <fieldset key={key} className="product-form__fields product-translation">
            <legend>
              {label} <span lang={key}>({native})</span>
            </legend>
            <TextField name={`${key}.name`} label={`${label} name`} description={`In English: ${english.name}`} lang={key} autoComplete="off" maxLength={MAX_NAME} />
            <TextAreaField name={`${key}.description`} label={`${label} description`} description={`In English: ${english.description}`} lang={key} className="product-form__wide" />
          </fieldset>
        ))}
        <div className="form__actions">
          <SubmitButton>Save translations</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
