import type { Translation } from '../catalogue';
import type { sandbox } from '../en/sandbox';

export const sandboxHi = {
  'sandbox.title': 'Kapor सैंडबॉक्स भुगतान',
  'sandbox.kicker': 'सैंडबॉक्स भुगतान गेटवे',
  'sandbox.heading': 'Kapor को भुगतान करें',
  'sandbox.order': 'ऑर्डर',
  'sandbox.customer': 'ग्राहक',
  'sandbox.items': 'आइटम',
  'sandbox.pay': '{amount} का भुगतान करें',
  'sandbox.risky': 'भुगतान करें, जोखिम भरा चिह्नित करके',
  'sandbox.fail': 'विफल करें',
  'sandbox.cancel': 'रद्द करें',
  'sandbox.note': 'यह Kapor का सैंडबॉक्स है: इसमें असली पैसों का कोई लेन-देन नहीं होता। यह SSLCommerz का API बोलता है, इसलिए दुकान इसे बिल्कुल असली गेटवे की तरह संभालती है।',
  'sandbox.return.title': 'Kapor पर वापस जा रहे हैं',
  'sandbox.return.heading': 'दुकान पर वापस जा रहे हैं…',
  'sandbox.return.continue': 'Kapor पर जारी रखें',
  'sandbox.notFound.title': 'भुगतान सत्र नहीं मिला',
  'sandbox.notFound.heading': 'सत्र नहीं मिला',
  'sandbox.notFound.body': 'यह भुगतान लिंक अज्ञात है या इसका इस्तेमाल हो चुका है।',
} as const satisfies Translation<typeof sandbox>;
