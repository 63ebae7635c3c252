import { availabilityOf, breadcrumbJsonLd, decimalFromMinorUnits, organizationJsonLd, productJsonLd, scriptJson, type ProductLd } from './json-ld';

const product: ProductLd = {
  name: 'Striped Midi Dress',
  description: 'A striped cotton-blend midi dress.',
  legacyId: 7,
  price: { amount: 8599, currency: 'USD' },
  rating: 4.3,
  ratingCount: 12,
  variants: [{ available: 4 }, { available: 0 }, { available: 9 }],
};
const options = {
  url: 'https://kapor.example/product/striped-midi-dress',
  images: ['https://kapor.example/images/a.webp', 'https://kapor.example/images/b.webp'],
  lowStock: 5,
};

describe('decimalFromMinorUnits', () => {
  it.each([
    [8599, 'USD', '85.99'],
    [8500, 'USD', '85.00'],
    [5, 'USD', '0.05'],
    [0, 'USD', '0.00'],
    [-120, 'USD', '-1.20'],
    [123456789, 'BDT', '1234567.89'],
    [812500, 'IDR', '812500'],
    [1500, 'JPY', '1500'],
  ])('%i %s minor units → "%s"', (amount, currency, expected) => {
    expect(decimalFromMinorUnits(amount, currency)).toBe(expected);
  });

  it('refuses what is not an integer number of minor units', () => {
    expect(() => decimalFromMinorUnits(85.99, 'USD')).toThrow('Not an amount in minor units');
  });
});

describe('availabilityOf', () => {
  it.each([
    [[], 'https://schema.org/OutOfStock'],
    [[{ available: 0 }, { available: 0 }], 'https://schema.org/OutOfStock'],
    [[{ available: 2 }, { available: 0 }, { available: 3 }], 'https://schema.org/LimitedAvailability'],
    [[{ available: 1 }], 'https://schema.org/LimitedAvailability'],
    [[{ available: 3 }, { available: 3 }], 'https://schema.org/InStock'],
    // Oversold stock (reserved above on hand) counts as none, not against the other sizes.
    [[{ available: -4 }, { available: 6 }], 'https://schema.org/InStock'],
  ])('%j → %s', (variants, expected) => {
    expect(availabilityOf(variants, 5)).toBe(expected);
  });
});

describe('productJsonLd', () => {
  it('describes the product with its offer and its rating', () => {
    expect(productJsonLd(product, options)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Striped Midi Dress',
      description: 'A striped cotton-blend midi dress.',
      image: options.images,
      sku: '7',
      brand: { '@type': 'Brand', name: 'Kapor' },
      url: options.url,
      offers: {
        '@type': 'Offer',
        url: options.url,
        price: '85.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        reviewCount: 12,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('adds up to five of its reviews, each with its author, date, title, text and stars', () => {
    const reviews = Array.from({ length: 7 }, (_, i) => ({ authorName: `Author ${i}`, rating: 4, title: `Title ${i}`, text: `Text ${i}`, createdAt: '2026-11-02T10:00:00.000Z' }));
    const data = productJsonLd({ ...product, reviews }, options);
    expect(data.review).toHaveLength(5);
    expect((data.review as unknown[])[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Author 0' },
      datePublished: '2026-11-02',
      name: 'Title 0',
      reviewBody: 'Text 0',
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
    });
  });

  it('leaves the rating out while nobody has rated the product', () => {
    const data = productJsonLd({ ...product, rating: 0, ratingCount: 0 }, options);
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('offers what the stock allows: sold out, or only a few left', () => {
    expect(productJsonLd({ ...product, variants: [{ available: 0 }] }, options).offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(productJsonLd({ ...product, variants: [{ available: 2 }, { available: 2 }] }, options).offers).toMatchObject({ availability: 'https://schema.org/LimitedAvailability' });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the steps from 1, each with its absolute URL', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://kapor.example/' },
        { name: 'Women', url: 'https://kapor.example/womens' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Home',
          item: 'https://kapor.example/',
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Women',
          item: 'https://kapor.example/womens',
        },
      ],
    });
  });
});

describe('organizationJsonLd', () => {
  const shop = { url: 'https://kapor.example/', logo: 'https://kapor.example/favicon.svg' };
  const about = { '@context': 'https://schema.org', '@type': 'Organization', name: 'Kapor', ...shop };

  it('names the shop, its address on the web, its logo and how to reach it', () => {
    const contact = { phone: '+880 9612-527267', email: 'help@kapor.shop', address: 'House 12, Road 7, Dhanmondi, Dhaka 1205, Bangladesh' };
    expect(organizationJsonLd({ ...shop, contact })).toEqual({
      ...about,
      email: 'help@kapor.shop',
      telephone: '+880 9612-527267',
      address: 'House 12, Road 7, Dhanmondi, Dhaka 1205, Bangladesh',
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+880 9612-527267', email: 'help@kapor.shop' },
    });
  });

  it('says only what it knows while the contact details are unknown', () => {
    expect(organizationJsonLd({ ...shop, contact: null })).toEqual(about);
  });
});

describe('scriptJson', () => {
  it('escapes < so no text can close the script, and still parses back to the same data', () => {
    const data = productJsonLd({ ...product, name: 'Dress </script><script>alert(1)</script>' }, options);
    const text = scriptJson(data);
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect(JSON.parse(text)).toEqual(data);
  });
});
