import { escapeXml, sitemapDocument } from './sitemap-xml';

async function text(document: AsyncIterable<string>): Promise<string> {
  let all = '';
  for await (const piece of document) all += piece;
  return all;
}

describe('sitemap documents', () => {
  it('escapes the five characters XML reserves', () => {
    expect(escapeXml(`https://shop.example/?a=1&b=<'2'>"`)).toBe('https://shop.example/?a=1&amp;b=&lt;&apos;2&apos;&gt;&quot;');
  });

  it('writes a urlset with escaped addresses and W3C dates', async () => {
    const xml = await text(sitemapDocument('url', [{ loc: 'https://shop.example/product/a&b' }, { loc: 'https://shop.example/<x>', lastmod: new Date('2025-11-22T08:30:00Z') }]));
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://shop.example/product/a&amp;b</loc></url>\n' +
        '<url><loc>https://shop.example/&lt;x&gt;</loc><lastmod>2025-11-22T08:30:00.000Z</lastmod></url>\n' +
        '</urlset>\n',
    );
  });

  it('writes an index of sitemaps, in pieces rather than a write per address', async () => {
    const entries = Array.from({ length: 2000 }, (_, i) => ({ loc: `https://shop.example/sitemap-${i + 1}.xml` }));
    const pieces: string[] = [];
    for await (const piece of sitemapDocument('sitemap', entries)) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.length).toBeLessThan(10);
    const xml = pieces.join('');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n')).toBe(true);
    expect(xml.match(/<sitemap><loc>/g)).toHaveLength(2000);
    expect(xml.endsWith('</sitemapindex>\n')).toBe(true);
  });
});
