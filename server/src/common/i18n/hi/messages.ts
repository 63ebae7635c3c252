import type { Translation } from '../catalogue';
import type { messages } from '../en/messages';

export const messagesHi = {
  'linkMailed.signUp': 'बस थोड़ा-सा बाकी: {email} का इनबॉक्स देखें और साइन अप पूरा करने के लिए हमारे भेजे लिंक पर जाएँ।',
  'linkMailed.passwordReset': 'अगर {email} किसी खाते का है, तो हमने उस पर नया पासवर्ड चुनने का लिंक भेज दिया है। यह लिंक {minutes} मिनट तक काम करेगा।',
  'linkMailed.emailChange': 'हमने {email} पर एक लिंक भेजा है। उस लिंक पर जाते ही आपका ई-मेल पता बदल जाएगा।',
  'linkMailed.newsletter': 'बस थोड़ा-सा बाकी: अगर {email} पहले से सब्सक्राइब नहीं है, तो हमने उस पर सब्सक्रिप्शन की पुष्टि का लिंक भेज दिया है।',
  'backInStock.requested': '{colour} रंग में साइज़ {size} के दोबारा स्टॉक में आते ही हम {email} पर एक बार ई-मेल करेंगे।',
  'cart.colourReplaced': 'यह उत्पाद {requested} रंग में नहीं आता: इसकी जगह {colour} जोड़ा गया है।',
  'promo.applied': 'प्रोमो लागू हो गया: {percent}% की छूट',
  'promo.cartUnknown': '{code} इस्तेमाल करने के लिए लॉग इन करें और कार्ट में सामान जोड़ें: कोड लागू होगा या नहीं, यह आपकी कार्ट पर निर्भर करता है।',
  'promo.notApplied.UNKNOWN': 'कोड {code} लागू नहीं हुआ: यह अब उपलब्ध नहीं है।',
  'promo.notApplied.NOT_STARTED': 'कोड {code} लागू नहीं हुआ: यह अभी शुरू नहीं हुआ है।',
  'promo.notApplied.EXPIRED': 'कोड {code} लागू नहीं हुआ: इसकी समय-सीमा खत्म हो चुकी है।',
  'promo.notApplied.LIMIT_REACHED': 'कोड {code} लागू नहीं हुआ: यह जितनी बार इस्तेमाल हो सकता था, हो चुका है।',
  'promo.notApplied.ALREADY_USED': 'कोड {code} लागू नहीं हुआ: आप इसका इस्तेमाल पहले ही कर चुके हैं।',
  'promo.notApplied.MINIMUM_NOT_MET': 'कोड {code} लागू नहीं हुआ: इसके लिए सबटोटल कम से कम {minimum} होना चाहिए।',

  'item.variant': '{product} (साइज़ {size}, {colour})',

  'discount.code': 'प्रोमो {code} ({percent}% की छूट)',
  'discount.store': 'दुकान का ऑफ़र ({percent}% की छूट)',

  'timeline.PENDING_PAYMENT': 'ऑर्डर दिया गया; भुगतान की प्रतीक्षा है।',
  'timeline.PAID': 'भुगतान मिल गया।',
  'timeline.PAYMENT_FAILED': 'भुगतान पूरा नहीं हुआ।',
  'timeline.CANCELLED': 'भुगतान से पहले रद्द किया गया; कोई पैसा नहीं कटा।',
  'timeline.EXPIRED': 'समय पर भुगतान नहीं हुआ; ऑर्डर बंद कर दिया गया और कोई पैसा नहीं कटा।',
  'timeline.SHIPPED': 'कूरियर को सौंप दिया गया।',
  'timeline.DELIVERED': 'डिलीवर हो गया।',
  'timeline.REFUNDED': 'पूरा रिफ़ंड हो गया; ऑर्डर बंद है।',
  'timeline.event.PAYMENT_HELD': 'भुगतान मिल गया; आपके ऑर्डर की पुष्टि से पहले हम इसकी जाँच कर रहे हैं।',
  'timeline.event.REFUND': 'आपके भुगतान का एक हिस्सा उसी कार्ड या खाते में लौटा दिया गया जिससे आपने भुगतान किया था।',
  'timeline.event.UNWANTED_PAYMENT_REFUND': 'हमें एक ऐसा भुगतान मिला जिसे यह ऑर्डर नहीं ले सकता था; पूरी रकम उसी कार्ड या खाते में लौटाई जा रही है जिससे वह आई थी।',
  'timeline.updated': 'आपका ऑर्डर अपडेट किया गया।',

  'colour.Green': 'हरा',
  'colour.Yellow': 'पीला',
  'colour.Violet': 'बैंगनी',
  'colour.Red': 'लाल',
  'colour.Black': 'काला',
  'colour.Orange': 'नारंगी',
  'colour.Pink': 'गुलाबी',
} as const satisfies Translation<typeof messages>;
