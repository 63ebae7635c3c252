import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { SubmitButton } from '../../components/form/SubmitButton';
import { MoneyField } from '../../components/form/MoneyField';
import { FORM_ERROR, showServerFailure } from '../../components/form/server-errors';
import type { NoticeMessage } from '../../components/Notice';
import { UpdateShopSettingsDocument, type ShopSettingsFieldsFragment, type UpdateShopSettingsInput } from '../../gql/graphql';
import { wholeNumberText } from '../../lib/form-values';
import { moneyInputValue, moneyText, parseMoney } from '../../lib/money';

/** The server's limits (shop-settings/shop-settings.ts), checked here first. */
const settingsSchema = z.object({
  shippingFee: moneyText({ maxCents: 100_000, required: true, requiredMessage: 'Enter the shipping fee (0 for free shipping).' }),
  freeShippingThreshold: moneyText({ maxCents: 100_000_000, required: true, requiredMessage: 'Enter the subtotal from which shipping is free.' }),
  automaticPromotionPercent: wholeNumberText({ min: 0, max: 90, required: true, requiredMessage: 'Enter a percent from 0 to 90 (0: none).' }),
  phone: z.string().trim().min(1, 'Enter the shop’s phone number.'),
  email: z.string().trim().min(1, 'Enter the shop’s e-mail address.').pipe(z.email('Enter a valid e-mail address.')),
  address: z.string().trim().min(1, 'Enter the shop’s address.').max(200, 'At most 200 characters.'),
});
type SettingsValues = z.infer<typeof settingsSchema>;

function valuesOf(settings: ShopSettingsFieldsFragment): SettingsValues {
  return {
    shippingFee: moneyInputValue(settings.shippingFee.amount),
    freeShippingThreshold: moneyInputValue(settings.freeShippingThreshold.amount),
    automaticPromotionPercent: String(settings.automaticPromotionPercent),
    ...settings.contact,
  };
}

/** Only what the owner changed is sent (the server keeps the rest), amounts in minor units. */
export function settingsChanges(values: SettingsValues, changed: Partial<Record<keyof SettingsValues, unknown>>): UpdateShopSettingsInput {
  const input: UpdateShopSettingsInput = {};
  if (changed.shippingFee) input.shippingFeeCents = parseMoney(values.shippingFee);
  if (changed.freeShippingThreshold) input.freeShippingThresholdCents = parseMoney(values.freeShippingThreshold);
  if (changed.automaticPromotionPercent) input.automaticPromotionPercent = Number(values.automaticPromotionPercent);
  if (changed.phone) input.phone = values.phone;
  if (changed.email) input.email = values.email;
  if (changed.address) input.address = values.address;
  return input;
}

const SERVER_FIELDS = { shippingFeeCents: 'shippingFee', freeShippingThresholdCents: 'freeShippingThreshold' } as const;

/** The shop's shipping, promotion and contact settings; the server's field errors show beside their fields. */
export function ShopSettingsForm({ settings, onDone }: { settings: ShopSettingsFieldsFragment; onDone: (notice: NoticeMessage) => void }) {
  const [updateShopSettings] = useMutation(UpdateShopSettingsDocument);
  const form = useForm<SettingsValues>({ resolver: zodResolver(settingsSchema), defaultValues: valuesOf(settings) });

  async function onSubmit(values: SettingsValues) {
    const input = settingsChanges(values, form.formState.dirtyFields);
    if (Object.keys(input).length === 0) {
      onDone({ tone: 'success', text: 'Nothing was changed.' });
      return;
    }
    try {
      const result = (await updateShopSettings({ variables: { input } })).data?.updateShopSettings;
      if (!result) return;
      if (result.__typename === 'ShopSettingsAdmin') {
        form.reset(valuesOf(result));
        onDone({ tone: 'success', text: 'The settings are saved: carts and the storefront use them now.' });
      } else {
        showServerFailure(form, result, { fieldNames: SERVER_FIELDS });
      }
    } catch (error) {
      form.setError(`root.${FORM_ERROR}`, { type: 'network', message: `The settings were not saved: ${(error as Error).message}` });
    }
  }

  return (
    <section className="panel" aria-labelledby="shop-settings-title">
      <h2 id="shop-settings-title">Shipping, promotion and contact</h2>
      <Form form={form} onSubmit={onSubmit} aria-labelledby="shop-settings-title">
        <fieldset className="form-section">
          <legend>Shipping and promotion</legend>
          <MoneyField name="shippingFee" label="Shipping fee" description="Below the free-shipping amount." required />
          <MoneyField name="freeShippingThreshold" label="Free shipping from" description="Subtotal before discounts." required />
          <TextField name="automaticPromotionPercent" label="Store-wide promotion, % off" description="0: none. A promo code replaces it." inputMode="numeric" autoComplete="off" required />
        </fieldset>
        <fieldset className="form-section">
          <legend>Contact details</legend>
          <TextField name="phone" label="Phone" type="tel" description="Top bar, footer and help pages." autoComplete="off" required />
          <TextField name="email" label="E-mail" type="email" description="Footer and help pages." autoComplete="off" required />
          <TextField name="address" label="Address" description="On one line, as the footer shows it." autoComplete="off" className="form-section__wide" required />
        </fieldset>
        <div className="form__actions">
          <SubmitButton>Save settings</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
