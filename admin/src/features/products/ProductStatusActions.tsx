import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfirm, type ConfirmRequest } from '../../components/confirm/use-confirm';
import type { NoticeMessage } from '../../components/Notice';
import { ArchiveProductDocument, DeleteProductDocument, PublishProductDocument, UnpublishProductDocument, type CatalogProductDetailFragment, type ProductStatus } from '../../gql/graphql';

type Product = CatalogProductDetailFragment;
type Action = 'publish' | 'unpublish' | 'archive' | 'delete';

/** What each status may become: a draft is published, archived or deleted; an active product unpublished or archived; an archived one published again. */
const ACTIONS: Record<ProductStatus, Action[]> = { DRAFT: ['publish', 'archive', 'delete'], ACTIVE: ['unpublish', 'archive'], ARCHIVED: ['publish'] };
const LABELS: Record<Action, string> = { publish: 'Publish', unpublish: 'Unpublish', archive: 'Archive', delete: 'Delete' };

/** Every action that takes a product off sale or away asks first, saying what follows. */
function question(action: Action, product: Product): ConfirmRequest | null {
  switch (action) {
    case 'publish':
      return null;
    case 'unpublish':
      return {
        title: `Unpublish ${product.name}?`,
        message: 'It leaves the shop at once and becomes a draft: shoppers can no longer find or buy it. Orders already placed keep it.',
        confirmLabel: 'Unpublish',
        tone: 'danger',
      };
    case 'archive':
      return {
        title: `Archive ${product.name}?`,
        message: 'It leaves the shop and is no longer sold. Orders that have it still show it, and you can publish it again later.',
        confirmLabel: 'Archive',
        tone: 'danger',
      };
    case 'delete':
      return {
        title: `Delete ${product.name}?`,
        message: `The draft, its ${product.variants.length} variants and its photos are deleted for good. This cannot be undone.`,
        confirmLabel: 'Delete',
        tone: 'danger',
      };
  }
}

const DONE: Record<Exclude<Action, 'delete'>, (name: string) => string> = {
  publish: (name) => `${name} is published: shoppers can find and buy it now.`,
  unpublish: (name) => `${name} is a draft again, off the shop.`,
  archive: (name) => `${name} is archived, off the shop.`,
};

/** Publish / Unpublish / Archive / Delete, as the product's status allows; the outcome goes to the page's notice. */
export function ProductStatusActions({ product, onNotice }: { product: Product; onNotice: (notice: NoticeMessage | null) => void }) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [publishProduct] = useMutation(PublishProductDocument);
  const [unpublishProduct] = useMutation(UnpublishProductDocument);
  const [archiveProduct] = useMutation(ArchiveProductDocument);
  const [deleteProduct] = useMutation(DeleteProductDocument);

  async function run(action: Action) {
    const ask = question(action, product);
    if (ask && !(await confirm(ask))) return;
    onNotice(null);
    setBusy(true);
    try {
      const variables = { id: product.id };
      if (action === 'delete') {
        const result = (await deleteProduct({ variables })).data?.deleteProduct;
        if (result?.__typename === 'DeletedProduct') {
          // Lists read from the cache drop it; nothing is told now, or this page's query would ask for it again.
          client.cache.evict({ id: client.cache.identify({ __typename: 'CatalogProduct', id: product.id }), broadcast: false });
          navigate('/products', { state: { notice: `${product.name} was deleted.` } });
          return;
        }
        if (result) onNotice({ tone: 'error', text: result.message });
      } else {
        const change = { publish: publishProduct, unpublish: unpublishProduct, archive: archiveProduct }[action];
        await change({ variables });
        onNotice({ tone: 'success', text: DONE[action](product.name) });
      }
    } catch (error) {
      onNotice({ tone: 'error', text: `${LABELS[action]} did not work: ${(error as Error).message}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="row-actions">
      {ACTIONS[product.status].map((action) => (
        <button
          key={action}
          type="button"
          className={`button button--small ${action === 'publish' ? '' : action === 'unpublish' ? 'button--secondary' : 'button--danger-quiet'}`}
          disabled={busy}
          onClick={() => void run(action)}
        >
          {LABELS[action]}
        </button>
      ))}
    </div>
  );
}
