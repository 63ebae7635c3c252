import { useQuery } from '@apollo/client/react';
import { ProductGrid } from '../../components/ProductCard';
import { ErrorText, Spinner } from '../../components/Spinner';
import { LatestCollectionDocument } from '../../gql/graphql';
import { useT } from '../../lib/i18n';
import { PageMeta } from '../../lib/seo/PageMeta';
import './catalog.css';

/** How many of the newest products /new_collection shows (the server's maximum for the list). */
const LATEST_LIMIT = 24;

/** /new_collection (also /arrival): the newest products of every category. */
export default function NewCollectionPage() {
  const t = useT();
  const { data, error } = useQuery(LatestCollectionDocument, { variables: { limit: LATEST_LIMIT } });
  return (
    <div className="container page catalog">
      <PageMeta title={t('catalog.latest.title')} description={t('catalog.latest.description')} />
      <div className="section__head catalog__head">
        <h1>{t('catalog.latest.heading')}</h1>
      </div>
      <p className="lead catalog__lead">{t('catalog.latest.lead')}</p>
      {data ? (
        data.newCollection.length > 0 ? (
          <ProductGrid products={data.newCollection} label={t('catalog.latest.products')} />
        ) : (
          <p className="muted">{t('catalog.latest.none')}</p>
        )
      ) : error ? (
        <ErrorText>{t('catalog.fetchFailed')}</ErrorText>
      ) : (
        <Spinner label={t('catalog.latest.loading')} />
      )}
    </div>
  );
}
