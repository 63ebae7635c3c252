/**
 * The shop's chrome (top bar, header, navigation, footer) in the three languages of the language
 * select. Product data and page content stay in English.
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
  'promo.strip': 'Free shipping on orders over $120.',
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

const bn: Record<MessageKey, string> = {
  'top.home': 'হোম',
  'top.about': 'আমাদের সম্পর্কে',
  'top.account': 'আমার অ্যাকাউন্ট',
  'top.wishlist': 'পছন্দের তালিকা',
  'top.tracking': 'অর্ডার ট্র্যাকিং',
  'top.help': 'সাহায্য দরকার?',
  'top.language': 'ভাষা',
  'top.currency': 'মুদ্রা',
  'nav.shop': 'শপ',
  'nav.men': 'পুরুষ',
  'nav.women': 'নারী',
  'nav.kids': 'শিশু',
  'nav.new': 'নতুন এসেছে',
  'nav.sale': 'সেল',
  'nav.contact': 'যোগাযোগ',
  'nav.search': 'পণ্য খুঁজুন',
  'nav.account': 'আপনার অ্যাকাউন্ট',
  'nav.login': 'লগ ইন',
  'nav.cart': 'কার্ট',
  'nav.menu': 'মেনু',
  'nav.wishlist': 'পছন্দের তালিকা',
  'promo.strip': '$120-এর বেশি অর্ডারে ফ্রি ডেলিভারি।',
  'promo.shopNow': 'এখনই কিনুন',
  'footer.pages': 'পৃষ্ঠা',
  'footer.social': 'সামাজিক',
  'footer.help': 'সাহায্য',
  'footer.contact': 'যোগাযোগ',
  'footer.about': 'আমাদের সম্পর্কে',
  'footer.exc': 'এক্সে',
  'footer.tagline': 'নারী, পুরুষ ও শিশুদের পোশাক, দক্ষিণ এশিয়া জুড়ে ডেলিভারি।',
  'footer.rights': 'সর্বস্বত্ব সংরক্ষিত।',
};

const hi: Record<MessageKey, string> = {
  'top.home': 'होम',
  'top.about': 'हमारे बारे में',
  'top.account': 'मेरा खाता',
  'top.wishlist': 'विशलिस्ट',
  'top.tracking': 'ऑर्डर ट्रैकिंग',
  'top.help': 'मदद चाहिए?',
  'top.language': 'भाषा',
  'top.currency': 'मुद्रा',
  'nav.shop': 'शॉप',
  'nav.men': 'पुरुष',
  'nav.women': 'महिलाएँ',
  'nav.kids': 'बच्चे',
  'nav.new': 'नए आगमन',
  'nav.sale': 'सेल',
  'nav.contact': 'संपर्क',
  'nav.search': 'उत्पाद खोजें',
  'nav.account': 'आपका खाता',
  'nav.login': 'लॉग इन',
  'nav.cart': 'कार्ट',
  'nav.menu': 'मेनू',
  'nav.wishlist': 'विशलिस्ट',
  'promo.strip': '$120 से अधिक के ऑर्डर पर मुफ़्त शिपिंग।',
  'promo.shopNow': 'अभी खरीदें',
  'footer.pages': 'पेज',
  'footer.social': 'सोशल',
  'footer.help': 'मदद',
  'footer.contact': 'संपर्क',
  'footer.about': 'हमारे बारे में',
  'footer.exc': 'एक्से',
  'footer.tagline': 'महिलाओं, पुरुषों और बच्चों के कपड़े, पूरे दक्षिण एशिया में डिलीवरी।',
  'footer.rights': 'सर्वाधिकार सुरक्षित।',
};

const dictionaries: Record<Language, Record<MessageKey, string>> = { en, bn, hi };

export function translate(language: Language, key: MessageKey): string {
  return dictionaries[language][key] ?? en[key];
}
