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

  'colour.Green': 'সবুজ',
  'colour.Yellow': 'হলুদ',
  'colour.Violet': 'বেগুনি',
  'colour.Red': 'লাল',
  'colour.Black': 'কালো',
  'colour.Orange': 'কমলা',
  'colour.Pink': 'গোলাপি',
} as const satisfies Translation<typeof messages>;
