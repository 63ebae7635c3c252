import type { NoticeMessage } from '../../components/Notice';

/** The page's views live in its address: the list (with filters), `?new`, and one code by `?code=`. */

/** A view's outcome message; `view` names the view it is for when that is another one (after a move there). */
export type ShowNotice = (message: NoticeMessage, view?: string) => void;

/** One code's view, named by the code as shoppers type it. */
export const codeView = (code: string) => `code:${code.toUpperCase()}`;

/** Where one code's terms and orders are. */
export const codeLink = (code: string) => ({ pathname: '/promo-codes', search: `?${new URLSearchParams({ code })}` });
