import type english from '../en/common';
import type { Translation } from '../../lib/i18n';

export default {
  'common.loading': 'लोड हो रहा है...',
  'common.prev': 'पिछला',
  'common.next': 'अगला',
  'common.cancel': 'रद्द करें',
  'common.logIn': 'लॉग इन करें',
  'common.createAccount': 'खाता बनाएँ',

  'common.pagination.label': 'पेज',
  'common.pagination.status': '{total, number} में से पेज {page, number}',

  'common.price.was': 'पहले',
  'common.price.now': 'अब',

  'common.rating.value': '5 में से {rating}',
  'common.rating.label': 'रेटिंग 5 में से {rating}',
  'common.rating.reviews': '{count, plural, other {{shown} रिव्यू}}',

  'common.card.addToCart': 'कार्ट में डालें',
  'common.card.soldOut': 'स्टॉक में नहीं',
  'common.card.added': 'साइज़ {size} आपके कार्ट में जोड़ दिया गया।',
  'common.card.save': '{name} को विशलिस्ट में सेव करें',
  'common.card.remove': '{name} को विशलिस्ट से हटाएँ',
  'common.card.chooseSize': '{name} का साइज़ चुनें',

  'common.cart.notAuthenticated': 'उपयोगकर्ता लॉग इन नहीं है',
  'common.cart.addFailed': 'यह साइज़ कार्ट में नहीं जोड़ा जा सका।',
  'common.cart.unexpected': 'एक अनपेक्षित त्रुटि हुई।',

  'common.totals.title': 'कुल हिसाब',
  'common.totals.subtotal': 'उप-योग',
  'common.totals.discount': '{label} ({percent, number}% की छूट)',
  'common.totals.minus': 'घटाएँ',
  'common.totals.shipping': 'शिपिंग',
  'common.totals.free': 'मुफ़्त',
  'common.totals.freeHint': 'मुफ़्त शिपिंग के लिए {amount} का सामान और जोड़ें ({threshold} से ऊपर के ऑर्डर पर)।',
  'common.totals.total': 'कुल',

  'common.order.caption': 'इस ऑर्डर के आइटम',
  'common.order.product': 'उत्पाद',
  'common.order.size': 'साइज़',
  'common.order.colour': 'रंग',
  'common.order.quantity': 'मात्रा',
  'common.order.unitPrice': 'प्रति नग कीमत',
  'common.order.lineTotal': 'कुल कीमत',
  'common.order.sku': 'उत्पाद कोड {sku}',

  'common.colour.black': 'काला',
  'common.colour.green': 'हरा',
  'common.colour.orange': 'नारंगी',
  'common.colour.pink': 'गुलाबी',
  'common.colour.red': 'लाल',
  'common.colour.violet': 'बैंगनी',
  'common.colour.yellow': 'पीला',

  'common.recent.title': 'हाल ही में देखे गए',
  'common.recent.list': 'हाल ही में देखे गए उत्पाद',

  'common.newsletter.title': 'एक्सक्लूसिव ऑफ़र सीधे अपने ईमेल पर पाएँ',
  'common.newsletter.text': 'हमारे न्यूज़लेटर की सदस्यता लें और हर नई ख़बर पाते रहें।',
  'common.newsletter.label': 'आपका ईमेल पता',
  'common.newsletter.placeholder': 'आपकी ईमेल आईडी',
  'common.newsletter.subscribe': 'सब्सक्राइब करें',
  'common.newsletter.subscribing': 'सब्सक्राइब हो रहा है...',
  'common.newsletter.required': 'ईमेल देना ज़रूरी है।',
  'common.newsletter.failed': 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',

  'common.link.incomplete': 'यह लिंक अधूरा है। इसे ईमेल से दोबारा खोलें, या नया लिंक मँगवाएँ।',
  'common.link.failed': 'कुछ गड़बड़ हो गई। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',

  'common.meta.homeTitle': 'Kapor — महिलाओं, पुरुषों और बच्चों के कपड़े',
  'common.meta.imageAlt': 'Kapor के नए कपड़े रैक पर टँगे हुए',

  'common.notFound.title': 'पेज नहीं मिला',
  'common.notFound.lead': 'आप जो पेज ढूँढ रहे थे, वह यहाँ नहीं है। हो सकता है वह कहीं और चला गया हो, या लिंक ग़लत लिखा हो।',
  'common.notFound.placeholder': 'उत्पाद खोजें...',
  'common.notFound.search': 'खोजें',
  'common.notFound.categories': 'श्रेणी के अनुसार खरीदें',
  'common.notFound.newCollection': 'नया कलेक्शन',
  'common.notFound.allProducts': 'सभी उत्पाद',
  'common.notFound.home': 'होम पेज पर वापस जाएँ',

  'common.error.title': 'कुछ गड़बड़ हो गई',
  'common.error.description': 'यह पेज दिखाया नहीं जा सका।',
  'common.error.text': 'यह पेज दिखाया नहीं जा सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  'common.error.reload': 'पेज फिर से लोड करें',
  'common.error.home': 'होम पेज पर जाएँ',
} satisfies Translation<typeof english>;
