import type { Translation } from '../catalogue';
import type { sandbox } from '../en/sandbox';

export const sandboxBn = {
  'sandbox.title': 'Kapor স্যান্ডবক্স পেমেন্ট',
  'sandbox.kicker': 'স্যান্ডবক্স পেমেন্ট গেটওয়ে',
  'sandbox.heading': 'Kapor-কে পেমেন্ট করুন',
  'sandbox.order': 'অর্ডার',
  'sandbox.customer': 'গ্রাহক',
  'sandbox.items': 'পণ্যের সংখ্যা',
  'sandbox.pay': '{amount} পেমেন্ট করুন',
  'sandbox.risky': 'পেমেন্ট করুন, ঝুঁকিপূর্ণ হিসেবে চিহ্নিত',
  'sandbox.fail': 'ব্যর্থ করুন',
  'sandbox.cancel': 'বাতিল করুন',
  'sandbox.note': 'এটি Kapor-এর স্যান্ডবক্স: এখানে কোনো টাকা লেনদেন হয় না। এটি SSLCommerz-এর API-তেই কথা বলে, তাই শপ একে আসল গেটওয়ের মতোই সামলায়।',
  'sandbox.return.title': 'Kapor-এ ফিরে যাওয়া হচ্ছে',
  'sandbox.return.heading': 'শপে ফিরে যাওয়া হচ্ছে…',
  'sandbox.return.continue': 'Kapor-এ ফিরে যান',
  'sandbox.notFound.title': 'পেমেন্ট সেশন পাওয়া যায়নি',
  'sandbox.notFound.heading': 'সেশন পাওয়া যায়নি',
  'sandbox.notFound.body': 'এই পেমেন্ট লিংকটি অজানা, অথবা আগেই ব্যবহার করা হয়েছে।',
} as const satisfies Translation<typeof sandbox>;
