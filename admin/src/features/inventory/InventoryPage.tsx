import { useSearchParams } from 'react-router-dom';
import { useViewFocus } from '../../lib/use-view-focus';
import { InventoryOverview } from './InventoryOverview';
import { VariantStockView } from './VariantStockView';

/**
 * Inventory: the low-stock list and a search for any variant; `?variant=<id>` (linked from here and from
 * a product's page) opens that variant's stock, its adjustments and its history.
 */
export default function InventoryPage() {
  const [params] = useSearchParams();
  const variantId = params.get('variant');
  useViewFocus(variantId);
  return variantId ? <VariantStockView key={variantId} variantId={variantId} /> : <InventoryOverview />;
}
