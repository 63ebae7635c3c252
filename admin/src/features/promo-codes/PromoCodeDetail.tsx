import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { dataColumns, DataTable } from '../../components/data-table/DataTable';
import { Notice, type NoticeMessage } from '../../components/Notice';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { PromoCodeListDocument, PromoCodeRedemptionListDocument, type PromoCodeRedemptionListQuery } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { useAddressPaging } from '../../lib/search-params';
import { limitsText, windowText } from './promo-code-text';
import { codeView, type ShowNotice } from './promo-code-views';
import { PromoCodeForm } from './PromoCodeForm';
import { PromoCodeStatusBadge } from './PromoCodeStatusBadge';
import { usePromoCodeSwitch } from './use-promo-code-switch';

const back = (
  <Link to="/promo-codes" className="button button--secondary">
    <span aria-hidden="true">← </span>All promo codes
  </Link>
);

/** A new code; once created, its own view. */
export function NewPromoCode({ onNotice }: { onNotice: ShowNotice }) {
  const [, setParams] = useSearchParams();
  return (
    <Page title="New promo code" actions={back}>
      <PromoCodeForm
        onSaved={(saved) => {
          onNotice({ tone: 'success', text: `${saved.code} was created.` }, codeView(saved.code));
          setParams({ code: saved.code });
        }}
      />
    </Page>
  );
}

type Use = PromoCodeRedemptionListQuery['promoCodeRedemptions']['items'][number];

const redemption = dataColumns<Use>();
const redemptionColumns = redemption.columns([
  redemption.accessor('at', { header: 'When', cell: ({ getValue }) => <time dateTime={getValue()}>{formatDateTime(getValue())}</time>, meta: { className: 'nowrap' } }),
  redemption.accessor('tranId', { header: 'Order', cell: ({ getValue }) => <span className="mono">{getValue()}</span> }),
  redemption.accessor('customerEmail', { header: 'Customer' }),
  redemption.accessor('state', { header: 'State', cell: ({ getValue }) => (getValue() === 'REDEEMED' ? <span className="badge badge--ok">Redeemed</span> : <span className="badge">Held, awaiting payment</span>) }),
]);
const redemptionId = (row: Use) => `${row.tranId}:${row.state}`;

const USES_PAGE_SIZE = 10;

/** The orders that redeemed the code, or hold it while they await payment, paged on the server. */
function Redemptions({ codeId, code }: { codeId: string; code: string }) {
  const { page, pageSize, paging } = useAddressPaging(USES_PAGE_SIZE);
  const { data, previousData, loading, error } = useQuery(PromoCodeRedemptionListDocument, { variables: { codeId, page, pageSize } });
  const uses = (data ?? previousData)?.promoCodeRedemptions;
  const rows = useMemo(() => uses?.items ?? [], [uses]);
  return (
    <>
      {error && <p role="alert">The orders could not be loaded: {error.message}</p>}
      <DataTable
        caption={`Orders with ${code}, newest first`}
        columns={redemptionColumns}
        rows={rows}
        rowId={redemptionId}
        busy={loading}
        empty="No order has used this code yet."
        paging={paging(uses?.totalItems ?? 0)}
      />
    </>
  );
}

/** One code, found by the code itself (`?code=WELCOME10`): its figures, disable or enable, its terms and its orders. */
export function PromoCodeDetail({ code, notice, onNotice }: { code: string; notice: NoticeMessage | null; onNotice: ShowNotice }) {
  const [, setParams] = useSearchParams();
  // The search matches part of a code: the one asked for is the one that is exactly it.
  const { data, loading, error } = useQuery(PromoCodeListDocument, { variables: { search: code, status: null, page: 1, pageSize: 100 } });
  const promo = data?.promoCodes.items.find((item) => item.code === code);
  const switchCode = usePromoCodeSwitch(onNotice);

  if (!promo) {
    return (
      <Page title={`Promo code ${code}`} actions={back}>
        {loading ? <Spinner label="Loading the promo code" /> : error ? <p role="alert">The promo code could not be loaded: {error.message}</p> : <p className="panel">There is no promo code {code}.</p>}
      </Page>
    );
  }

  const disabled = promo.status === 'DISABLED';
  return (
    <Page
      title={`Promo code ${promo.code}`}
      intro={promo.description || undefined}
      actions={
        <>
          {back}
          <button type="button" className={disabled ? 'button' : 'button button--danger'} onClick={() => void switchCode(promo)}>
            {disabled ? 'Enable code' : 'Disable code'}
          </button>
        </>
      }
    >
      <Notice message={notice} />
      <section className="panel" aria-labelledby="promo-now-title">
        <h2 id="promo-now-title">Now</h2>
        <dl className="promo-figures">
          <div>
            <dt>Status</dt>
            <dd>
              <PromoCodeStatusBadge status={promo.status} />
            </dd>
          </div>
          <div>
            <dt>Off</dt>
            <dd>{promo.percentOff}%</dd>
          </div>
          <div>
            <dt>When</dt>
            <dd>{windowText(promo)}</dd>
          </div>
          <div>
            <dt>Minimum subtotal</dt>
            <dd>{promo.minSubtotal.amount > 0 ? promo.minSubtotal.formatted : 'None'}</dd>
          </div>
          <div>
            <dt>Limits</dt>
            <dd>{limitsText(promo)}</dd>
          </div>
          <div>
            <dt>Redeemed</dt>
            <dd>{promo.timesRedeemed}</dd>
          </div>
          <div>
            <dt>Held</dt>
            <dd>{promo.timesHeld}</dd>
          </div>
        </dl>
      </section>
      <PromoCodeForm
        key={promo.id}
        code={promo}
        onSaved={(saved) => {
          if (saved.code === promo.code) {
            onNotice({ tone: 'success', text: `${saved.code} is saved.` });
          } else {
            onNotice({ tone: 'success', text: `${promo.code} is now ${saved.code}.` }, codeView(saved.code));
            setParams({ code: saved.code });
          }
        }}
      />
      <Redemptions codeId={promo.id} code={promo.code} />
    </Page>
  );
}
