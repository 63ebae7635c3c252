import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Notice, type NoticeMessage } from '../../components/Notice';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { VariantStockDetailDocument } from '../../gql/graphql';
import { colourLabel } from './labels';
import { MovementHistory } from './MovementHistory';
import { AdjustStockForm, CountStockForm, ThresholdForm } from './StockForms';
import './inventory.css';

const back = (
  <Link to="/inventory" className="button button--secondary">
    <span aria-hidden="true">← </span>Inventory
  </Link>
);

/** One variant: its stock now, the forms that change it, and every movement, newest first. */
export function VariantStockView({ variantId }: { variantId: string }) {
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const { data, loading, error } = useQuery(VariantStockDetailDocument, { variables: { variantId } });
  const stock = data?.variantStock;

  if (!stock) {
    return (
      <Page title="Variant stock" actions={back}>
        {loading ? <Spinner label="Loading the variant’s stock" /> : error ? <p role="alert">The stock could not be loaded: {error.message}</p> : <p className="panel">There is no such size and colour of a product. Find it again from the inventory.</p>}
      </Page>
    );
  }

  return (
    <Page title={`Stock of ${stock.sku}`} intro={`${stock.productName} · size ${stock.size} · ${colourLabel(stock.colour)}`} actions={back}>
      <Notice message={notice} />
      <section className="panel" aria-labelledby="stock-now-title">
        <h2 id="stock-now-title">
          Stock now {stock.lowStock && <span className="badge badge--off">Low stock</span>}
        </h2>
        <dl className="stock-figures">
          <div>
            <dt>On hand</dt>
            <dd>{stock.onHand}</dd>
          </div>
          <div>
            <dt>Reserved</dt>
            <dd>{stock.reserved}</dd>
            <dd className="stock-figures__note">held for orders awaiting payment</dd>
          </div>
          <div>
            <dt>Available</dt>
            <dd>{stock.available}</dd>
          </div>
          <div>
            <dt>Low-stock threshold</dt>
            <dd>{stock.lowStockThreshold}</dd>
            <dd className="stock-figures__note">{stock.usesDefaultThreshold ? 'the shop’s default' : 'this variant’s own'}</dd>
          </div>
        </dl>
      </section>
      <div className="stock-forms">
        <AdjustStockForm stock={stock} onDone={setNotice} />
        <CountStockForm stock={stock} onDone={setNotice} />
        <ThresholdForm stock={stock} onDone={setNotice} />
      </div>
      <MovementHistory variantId={variantId} />
    </Page>
  );
}
