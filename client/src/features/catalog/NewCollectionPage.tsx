import { useQuery } from '@apollo/client/react';
import { ProductGrid } from '../../components/ProductCard';
import { ErrorText, Spinner } from '../../components/Spinner';
import { LatestCollectionDocument } from '../../gql/graphql';
import { PageMeta } from '../../lib/seo/PageMeta';
import './catalog.css';

/** How many of the newest products /new_collection shows (the server's maximum for the list). */
const LATEST_LIMIT = 24;

/** /new_collection (also /arrival): the newest products of every category. */
export default function NewCollectionPage() {
  const { data, error } = useQuery(LatestCollectionDocument, { variables: { limit: LATEST_LIMIT } });
  return (
    <div className="container page catalog">
      <PageMeta title="Latest collections" description="The latest collections at Kapor: the newest clothing for women, men and kids, fresh in this season." />
      <div className="section__head catalog__head">
        <h1>LATEST COLLECTIONS</h1>
      </div>
      <p className="lead catalog__lead">Fresh in this season: the newest pieces for women, men and kids.</p>
      {data ? (
        data.newCollection.length > 0 ? (
          <ProductGrid products={data.newCollection} label="Latest collections" />
        ) : (
          <p className="muted">No new products yet. Come back soon.</p>
        )
      ) : error ? (
        <ErrorText>Failed to fetch new collections.</ErrorText>
      ) : (
        <Spinner label="Loading latest collections..." />
      )}
    </div>
  );
}
