import type { Translation } from '../catalogue';
import type { messages } from '../en/messages';

export const messagesBn = {
  'linkMailed.signUp': 'প্রায় হয়ে গেছে: {email}-এর ইনবক্স দেখুন এবং সাইন আপ শেষ করতে আমাদের পাঠানো লিংকে যান।',
  'linkMailed.passwordReset': '{email} কোনো অ্যাকাউন্টের হলে, নতুন পাসওয়ার্ড বেছে নেওয়ার একটি লিংক আমরা সেখানে পাঠিয়েছি। লিংকটি {minutes, number} মিনিট কাজ করবে।',
  'linkMailed.emailChange': 'আমরা {email}-এ একটি লিংক পাঠিয়েছি। লিংকে গেলেই আপনার ই-মেইল ঠিকানা বদলে যাবে।',
  'linkMailed.newsletter': 'প্রায় হয়ে গেছে: {email} আগে থেকে সাবস্ক্রাইব করা না থাকলে, সাবস্ক্রিপশন নিশ্চিত করার একটি লিংক আমরা সেখানে পাঠিয়েছি।',
  'backInStock.requested': '{colour} রঙে {size} সাইজ আবার স্টকে এলে আমরা {email}-এ একবার ই-মেইল করে জানাব।',
  'cart.colourReplaced': 'এই পণ্যটি {requested} রঙে পাওয়া যায় না: এর বদলে {colour} যোগ করা হয়েছে।',
  'promo.applied': 'প্রোমো প্রয়োগ হয়েছে: {percent, number}% ছাড়',
  'promo.cartUnknown': '{code} ব্যবহার করতে লগ ইন করে কার্টে পণ্য যোগ করুন: কোডটি খাটবে কি না, তা আপনার কার্টের ওপর নির্ভর করে।',
  'promo.notApplied.UNKNOWN': 'কোড {code} প্রয়োগ হয়নি: এটি আর পাওয়া যায় না।',
  'promo.notApplied.NOT_STARTED': 'কোড {code} প্রয়োগ হয়নি: এটি এখনো চালু হয়নি।',
  'promo.notApplied.EXPIRED': 'কোড {code} প্রয়োগ হয়নি: এর মেয়াদ শেষ হয়ে গেছে।',
  'promo.notApplied.LIMIT_REACHED': 'কোড {code} প্রয়োগ হয়নি: এটি যতবার ব্যবহার করা যায়, ততবার ব্যবহার হয়ে গেছে।',
  'promo.notApplied.ALREADY_USED': 'কোড {code} প্রয়োগ হয়নি: আপনি এটি আগেই ব্যবহার করেছেন।',
  'promo.notApplied.MINIMUM_NOT_MET': 'কোড {code} প্রয়োগ হয়নি: এর জন্য সাবটোটাল কমপক্ষে {minimum} হতে হবে।',

  'item.variant': '{product} ({size} সাইজ, {colour})',

  'discount.code': 'প্রোমো {code} ({percent, number}% ছাড়)',
  'discount.store': 'শপের অফার ({percent, number}% ছাড়)',

  'timeline.PENDING_PAYMENT': 'অর্ডার দেওয়া হয়েছে; পেমেন্টের অপেক্ষায়।',
  'timeline.PAID': 'পেমেন্ট পাওয়া গেছে।',
  'timeline.PAYMENT_FAILED': 'পেমেন্ট সম্পন্ন হয়নি।',
  'timeline.CANCELLED': 'পেমেন্টের আগেই বাতিল করা হয়েছে; কোনো টাকা কাটা হয়নি।',
  'timeline.EXPIRED': 'সময়মতো পেমেন্ট হয়নি; অর্ডারটি বন্ধ করা হয়েছে এবং কোনো টাকা কাটা হয়নি।',
  'timeline.SHIPPED': 'কুরিয়ারের হাতে দেওয়া হয়েছে।',
  'timeline.DELIVERED': 'ডেলিভারি হয়েছে।',
  'timeline.REFUNDED': 'পুরো টাকা ফেরত দেওয়া হয়েছে; অর্ডারটি বন্ধ।',
  'timeline.event.PAYMENT_HELD': 'পেমেন্ট পাওয়া গেছে; আপনার অর্ডার নিশ্চিত করার আগে আমরা এটি যাচাই করছি।',
  'timeline.event.REFUND': 'আপনার পেমেন্টের একাংশ ফেরত দেওয়া হয়েছে সেই কার্ড বা অ্যাকাউন্টে, যেটি দিয়ে আপনি পেমেন্ট করেছিলেন।',
  'timeline.event.UNWANTED_PAYMENT_REFUND': 'আমরা এমন একটি পেমেন্ট পেয়েছি যা এই অর্ডার নিতে পারেনি; পুরো টাকাটাই যে কার্ড বা অ্যাকাউন্ট থেকে এসেছিল, সেখানে ফেরত দেওয়া হচ্ছে।',
  'timeline.updated': 'আপনার অর্ডারটি হালনাগাদ করা হয়েছে।',

  'colour.Green': 'সবুজ',
  'colour.Yellow': 'হলুদ',
  'colour.Violet': 'বেগুনি',
  'colour.Red': 'লাল',
  'colour.Black': 'কালো',
  'colour.Orange': 'কমলা',
  'colour.Pink': 'গোলাপি',
} as const satisfies Translation<typeof messages>;
