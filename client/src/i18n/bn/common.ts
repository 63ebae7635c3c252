import type english from '../en/common';
import type { Translation } from '../../lib/i18n';

export default {
  'common.loading': 'লোড হচ্ছে...',
  'common.prev': 'আগের',
  'common.next': 'পরের',
  'common.cancel': 'বাতিল',
  'common.logIn': 'লগ ইন',
  'common.createAccount': 'অ্যাকাউন্ট খুলুন',

  'common.pagination.label': 'পৃষ্ঠাগুলো',
  'common.pagination.status': '{total, number} পৃষ্ঠার মধ্যে {page, number} নম্বর',

  'common.price.was': 'আগের দাম',
  'common.price.now': 'এখনকার দাম',

  'common.rating.value': '৫-এর মধ্যে {rating}',
  'common.rating.label': 'রেটিং ৫-এর মধ্যে {rating}',
  'common.rating.reviews': '{count, plural, other {{shown}টি রিভিউ}}',

  'common.card.addToCart': 'কার্টে যোগ করুন',
  'common.card.soldOut': 'স্টক শেষ',
  'common.card.added': '{size} সাইজ আপনার কার্টে যোগ হয়েছে।',
  'common.card.save': '{name} পছন্দের তালিকায় রাখুন',
  'common.card.remove': '{name} পছন্দের তালিকা থেকে সরান',
  'common.card.chooseSize': '{name}-এর সাইজ বেছে নিন',

  'common.cart.notAuthenticated': 'ব্যবহারকারী লগ ইন করেননি',
  'common.cart.addFailed': 'কার্টে সাইজটি যোগ করা যায়নি।',
  'common.cart.unexpected': 'অপ্রত্যাশিত একটি সমস্যা হয়েছে।',

  'common.totals.title': 'মোট হিসাব',
  'common.totals.subtotal': 'উপমোট',
  'common.totals.discount': '{label} ({percent, number}% ছাড়)',
  'common.totals.minus': 'বাদ',
  'common.totals.shipping': 'ডেলিভারি চার্জ',
  'common.totals.free': 'ফ্রি',
  'common.totals.freeHint': 'ফ্রি ডেলিভারির জন্য আরও {amount}-এর পণ্য যোগ করুন ({threshold} থেকে অর্ডারে)।',
  'common.totals.total': 'সর্বমোট',

  'common.order.caption': 'এই অর্ডারের পণ্যগুলো',
  'common.order.product': 'পণ্য',
  'common.order.size': 'সাইজ',
  'common.order.colour': 'রং',
  'common.order.quantity': 'পরিমাণ',
  'common.order.unitPrice': 'একক দাম',
  'common.order.lineTotal': 'মোট দাম',
  'common.order.sku': 'পণ্য কোড {sku}',

  'common.colour.black': 'কালো',
  'common.colour.green': 'সবুজ',
  'common.colour.orange': 'কমলা',
  'common.colour.pink': 'গোলাপি',
  'common.colour.red': 'লাল',
  'common.colour.violet': 'বেগুনি',
  'common.colour.yellow': 'হলুদ',

  'common.recent.title': 'সম্প্রতি দেখেছেন',
  'common.recent.list': 'সম্প্রতি দেখা পণ্য',

  'common.newsletter.title': 'এক্সক্লুসিভ অফার পান সরাসরি আপনার ইমেইলে',
  'common.newsletter.text': 'আমাদের নিউজলেটার সাবস্ক্রাইব করুন, সব খবর সবার আগে পান।',
  'common.newsletter.label': 'আপনার ইমেইল ঠিকানা',
  'common.newsletter.placeholder': 'আপনার ইমেইল',
  'common.newsletter.subscribe': 'সাবস্ক্রাইব',
  'common.newsletter.subscribing': 'সাবস্ক্রাইব হচ্ছে...',
  'common.newsletter.required': 'ইমেইল দেওয়া আবশ্যক।',
  'common.newsletter.failed': 'কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।',

  'common.link.incomplete': 'লিংকটি অসম্পূর্ণ। ইমেইল থেকে আবার খুলুন, অথবা নতুন লিংক চেয়ে নিন।',
  'common.link.failed': 'কিছু একটা সমস্যা হয়েছে। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',

  'common.meta.homeTitle': 'Kapor — নারী, পুরুষ ও শিশুদের পোশাক',
  'common.meta.imageAlt': 'Kapor-এর নতুন পোশাক কাপড়ের র‍্যাকে ঝুলছে',

  'common.notFound.title': 'পৃষ্ঠাটি পাওয়া যায়নি',
  'common.notFound.lead': 'আপনি যে পৃষ্ঠাটি খুঁজছেন তা এখানে নেই। হয়তো সরিয়ে নেওয়া হয়েছে, অথবা লিংকটি ভুল লেখা।',
  'common.notFound.placeholder': 'পণ্য খুঁজুন...',
  'common.notFound.search': 'খুঁজুন',
  'common.notFound.categories': 'ক্যাটাগরি অনুযায়ী কেনাকাটা',
  'common.notFound.newCollection': 'নতুন কালেকশন',
  'common.notFound.allProducts': 'সব পণ্য',
  'common.notFound.home': 'হোমপেজে ফিরে যান',

  'common.error.title': 'কিছু একটা সমস্যা হয়েছে',
  'common.error.description': 'পৃষ্ঠাটি দেখানো যায়নি।',
  'common.error.text': 'পৃষ্ঠাটি দেখানো যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  'common.error.reload': 'পৃষ্ঠাটি আবার লোড করুন',
  'common.error.home': 'হোমপেজে যান',
} satisfies Translation<typeof english>;
