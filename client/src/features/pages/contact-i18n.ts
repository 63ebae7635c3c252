import common from '../../i18n/en/common';
import pages from '../../i18n/en/pages';
import { standaloneI18n } from '../../lib/i18n-standalone';

/**
 * The contact form's messages: the shopper's language in the shop, English when the form is rendered on its
 * own (as its spec does, with no more than Apollo and a router around it). Only the contact page uses this;
 * the other pages here read lib/i18n directly.
 */
export const { useT, Message } = standaloneI18n({ ...common, ...pages });
