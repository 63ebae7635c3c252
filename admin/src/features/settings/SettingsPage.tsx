import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Notice, type NoticeMessage } from '../../components/Notice';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { ShopSettingsFormDocument } from '../../gql/graphql';
import { CurrencyRates } from './CurrencyRates';
import { ShopSettingsForm } from './ShopSettingsForm';
import './settings.css';

/** Owners only (the route and the server both say so): the shop's prices, promotion, contact details and display rates. */
export default function SettingsPage() {
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const { data, loading, error } = useQuery(ShopSettingsFormDocument);
  const settings = data?.shopSettingsAdmin;
  return (
    <Page title="Settings" intro="What the shop charges for shipping, its store-wide promotion, how shoppers reach it and the display currencies’ rates. Carts and the storefront use a change at once.">
      <Notice message={notice} />
      {settings ? (
        <>
          <ShopSettingsForm settings={settings} onDone={setNotice} />
          <CurrencyRates currencies={settings.currencies} onDone={setNotice} />
        </>
      ) : loading ? (
        <Spinner label="Loading the settings" />
      ) : (
        <p role="alert">The settings could not be loaded{error ? `: ${error.message}` : '.'}</p>
      )}
    </Page>
  );
}
