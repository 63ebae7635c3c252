import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { NoticeMessage } from '../../components/Notice';
import { useViewFocus } from '../../lib/use-view-focus';
import { NewPromoCode, PromoCodeDetail } from './PromoCodeDetail';
import { PromoCodeList } from './PromoCodeList';
import { codeView, type ShowNotice } from './promo-code-views';
import './promo-codes.css';

/**
 * Promo codes: the list with its filters (`?search=…&status=…`), a new code (`?new`) and one code's terms
 * and orders (`?code=WELCOME10`) — each view in the address, so a link or a reload shows it again.
 */
export default function PromoCodesPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const view = code ? codeView(code) : params.has('new') ? 'new' : 'list';
  useViewFocus(view);

  // A message belongs to the view it was given for: moving to another view leaves it behind.
  const [notice, setNotice] = useState<{ view: string; message: NoticeMessage } | null>(null);
  const shown = notice?.view === view ? notice.message : null;
  const show = useCallback<ShowNotice>((message, forView) => setNotice({ view: forView ?? view, message }), [view]);

  if (code) return <PromoCodeDetail key={view} code={code.toUpperCase()} notice={shown} onNotice={show} />;
  if (view === 'new') return <NewPromoCode onNotice={show} />;
  return <PromoCodeList notice={shown} onNotice={show} />;
}
