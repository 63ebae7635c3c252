/*
 * The sitemaps protocol's documents (https://www.sitemaps.org/protocol.html), written as text: a urlset of
 * pages, or an index of sitemaps when one urlset would hold too many.
 */

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Written in pieces of about this many characters: not one response write per address. */
const PIECE = 64 * 1024;

export interface SitemapEntry {
  loc: string;
  lastmod?: Date | null;
}

/** Text safe inside an XML element. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

function entry(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>\n`;
}

/** A urlset of the pages given, or (tag 'sitemap') an index of sitemaps, as it is generated. */
export async function* sitemapDocument(tag: 'url' | 'sitemap', entries: AsyncIterable<SitemapEntry> | Iterable<SitemapEntry>): AsyncGenerator<string> {
  const root = tag === 'url' ? 'urlset' : 'sitemapindex';
  let piece = `${XML_DECLARATION}<${root} xmlns="${NAMESPACE}">\n`;
  for await (const one of entries) {
    piece += entry(tag, one);
    if (piece.length >= PIECE) {
      yield piece;
      piece = '';
    }
  }
  yield `${piece}</${root}>\n`;
}
