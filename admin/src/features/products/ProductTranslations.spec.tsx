import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormattedExecutionResult } from 'graphql';
import { anyVariables, renderAdmin, STAFF } from '../../../test/admin-render';
import { SetProductTranslationsDocument, type ProductTranslationInput, type SetProductTranslationsMutationVariables } from '../../gql/graphql';
import { productDetail, productPageMocks } from './product-fixtures';

const bangla = { __typename: 'ProductTranslation' as const, language: 'BN' as const, name: 'লিনেন সামার ড্রেস', description: 'হালকা লিনেনের মিডি ড্রেস।' };
const hindi = { __typename: 'ProductTranslation' as const, language: 'HI' as const, name: 'लिनन समर ड्रेस', description: null };

async function openProduct(result: (variables: SetProductTranslationsMutationVariables) => FormattedExecutionResult) {
  const product = productDetail({ translations: [bangla, hindi] });
  const sent: SetProductTranslationsMutationVariables[] = [];
  renderAdmin('/products/p-1', {
    as: STAFF,
    mocks: [
      ...productPageMocks(product),
      { request: { query: SetProductTranslationsDocument, variables: anyVariables }, result: (variables: SetProductTranslationsMutationVariables) => (sent.push(variables), result(variables)) },
    ],
  });
  const panel = within(await screen.findByRole('region', { name: 'Translations' }));
  return { panel, sent };
}

describe('a product’s translations', () => {
  it('shows the Bangla and Hindi name and description, each field in its language, with the English beside it', async () => {
    const { panel } = await openProduct(() => ({ data: null }));
    expect(panel.getByRole('group', { name: 'Bangla (বাংলা)' })).toBeInTheDocument();
    expect(panel.getByRole('group', { name: 'Hindi (हिन्दी)' })).toBeInTheDocument();
    const name = panel.getByRole('textbox', { name: 'Bangla name' });
    expect(name).toHaveValue('লিনেন সামার ড্রেস');
    expect(name).toHaveAttribute('lang', 'bn');
    expect(name).toHaveAccessibleDescription('In English: Linen Summer Dress');
    expect(panel.getByRole('textbox', { name: 'Bangla description' })).toHaveValue('হালকা লিনেনের মিডি ড্রেস।');
    expect(panel.getByRole('textbox', { name: 'Hindi name' })).toHaveAttribute('lang', 'hi');
    // No Hindi description yet: empty, and the shop shows the English one.
    expect(panel.getByRole('textbox', { name: 'Hindi description' })).toHaveValue('');
    expect(panel.getByRole('textbox', { name: 'Hindi description' })).toHaveAccessibleDescription('In English: A breezy linen midi dress.');
  });

  it('saves both languages at once, an emptied field as null (shown in English), and says so', async () => {
    const user = userEvent.setup();
    const { panel, sent } = await openProduct(({ translations }) => ({
      data: {
        setProductTranslations: {
          __typename: 'CatalogProduct',
          id: 'p-1',
          updatedAt: '2026-03-03T10:00:00.000Z',
          translations: ([] as ProductTranslationInput[]).concat(translations).map((t) => ({ __typename: 'ProductTranslation', language: t.language, name: t.name ?? null, description: t.description ?? null })).filter((t) => t.name || t.description),
        },
      },
    }));
    await user.clear(panel.getByRole('textbox', { name: 'Bangla description' }));
    await user.type(panel.getByRole('textbox', { name: 'Hindi description' }), '  हल्की लिनन की मिडी ड्रेस। ');
    await user.click(panel.getByRole('button', { name: 'Save translations' }));

    expect(await panel.findByText('The translations were saved.')).toHaveAttribute('role', 'status');
    expect(sent).toEqual([
      {
        id: 'p-1',
        translations: [
          { language: 'BN', name: 'লিনেন সামার ড্রেস', description: null },
          { language: 'HI', name: 'लिनन समर ड्रेस', description: 'हल्की लिनन की मिडी ड्रेस।' },
        ],
      },
    ]);
    expect(panel.getByRole('textbox', { name: 'Bangla description' })).toHaveValue('');
    expect(panel.getByRole('textbox', { name: 'Hindi description' })).toHaveValue('हल्की लिनन की मिडी ड्रेस।');
  });

  it('shows the server’s field errors on their fields, the first focused', async () => {
    const user = userEvent.setup();
    const { panel, sent } = await openProduct(() => ({
      data: {
        setProductTranslations: {
          __typename: 'ValidationError',
          code: 'VALIDATION',
          message: 'hi.name: At most 200 characters.',
          fields: [{ __typename: 'FieldError', field: 'hi.name', message: 'At most 200 characters.' }],
        },
      },
    }));
    await user.type(panel.getByRole('textbox', { name: 'Hindi name' }), ' नई');
    await user.click(panel.getByRole('button', { name: 'Save translations' }));
    const hindiName = panel.getByRole('textbox', { name: 'Hindi name' });
    expect(await panel.findByText('At most 200 characters.')).toBeInTheDocument();
    expect(hindiName).toHaveAttribute('aria-invalid', 'true');
    expect(hindiName).toHaveAccessibleDescription(/At most 200 characters\./);
    expect(hindiName).toHaveFocus();
    expect(panel.queryByText('The translations were saved.')).toBeNull();
    expect(sent).toHaveLength(1);
  });
});
