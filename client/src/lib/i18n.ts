/**
 * The shop's chrome (top bar, header, navigation, footer) in the three languages of the language
 * select. Product data and page content stay in English. English ships with the app; Bangla and Hindi
 * are chunks of their own, loaded when chosen, so they weigh nothing on a first visit.
 */
export type Language = 'en' | 'bn' | 'hi';

export const LANGUAGES: { code: Language; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'bn', label: 'বাংলা' },
  { code: 'hi', label: 'हिन्दी' },
];

const en = {
  'top.home': 'Home',
  'top.about': 'About Us',
  'top.account': 'My Account',
  'top.wishlist': 'Wishlist',
  'top.tracking': 'Order Tracking',
  'top.help': 'Need help?',
  'top.language': 'Language',
  'top.currency': 'Currency',
  'nav.shop': 'Shop',
  'nav.men': 'Men',
  'nav.women': 'Women',
  'nav.kids': 'Kids',
  'nav.new': 'New Arrivals',
  'nav.sale': 'Sale',
  'nav.contact': 'Contact',
  'nav.search': 'Search products',
  'nav.account': 'Your account',
  'nav.login': 'Log in',
  'nav.cart': 'Cart',
  'nav.menu': 'Menu',
  'nav.wishlist': 'Wishlist',
  'promo.strip': 'Free shipping on orders over {amount}.',
  'promo.shopNow': 'Shop Now',
  'footer.pages': 'Pages',
  'footer.social': 'Social',
  'footer.help': 'Help',
  'footer.contact': 'Contact',
  'footer.about': 'About us',
  'footer.exc': 'Exce',
  'footer.tagline': 'Clothes for women, men and kids, delivered across South Asia.',
  'footer.rights': 'All rights reserved.',
} as const;

export type MessageKey = keyof typeof en;

export type Dictionary = Record<MessageKey, string>;

export const ENGLISH: Dictionary = en;

export async function loadDictionary(language: Language): Promise<Dictionary> {
  if (language === 'bn') return (await import('./i18n/bn')).bn;
  if (language === 'hi') return (await import('./i18n/hi')).hi;
  return en;
}
