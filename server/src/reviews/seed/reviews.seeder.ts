import type { EntityManager } from 'typeorm';
import { productIdOfLegacyId } from '../../catalog/catalog.sql';
import { recountRatings } from '../reviews.sql';

const AUTHORS = [
  'Nusrat J.', 'Tanvir H.', 'Farhana A.', 'Rakib U.', 'Sadia R.', 'Imran K.', 'Ayesha S.', 'Mehedi H.', 'Tahmina B.', 'Arif C.',
  'Sumaiya N.', 'Rafiq M.', 'Lamia T.', 'Shakil D.', 'Nadia P.', 'Zubair Q.', 'Priya G.', 'Omar F.', 'Jannat E.', 'Kamal L.',
];

/** What a buyer might say at each star count (index 0: one star). */
const WORDS: readonly (readonly [string, string])[][] = [
  [
    ['Not what I expected', 'The fabric felt thin and the stitching came loose after the first wash. I sent it back.'],
    ['Disappointed', 'The colour looked nothing like the photos and the fit was off. Would not order again.'],
  ],
  [
    ['Runs small', 'Nice design, but it runs a size small and the material is a bit stiff. Order one size up.'],
    ['Okay at best', 'It does the job, but the seams are rough and it wrinkles easily.'],
  ],
  [
    ['Decent for the price', 'Looks fine and the colour is right. The fit is a little boxy, so it is not my favourite.'],
    ['Average', 'Comfortable enough for everyday wear. Nothing special, nothing wrong either.'],
    ['Good, not great', 'I like the style, but the fabric pills a little after a few washes.'],
  ],
  [
    ['Really nice', 'Soft fabric and a good fit. Took off one star because delivery took a few days longer than said.'],
    ['Happy with it', 'True to size and the colour is exactly as pictured. I wear it every week.'],
    ['Good quality', 'Well made and comfortable. The sleeves are slightly long for me, otherwise perfect.'],
    ['Would buy again', 'Looks smart and washes well. A good everyday piece.'],
  ],
  [
    ['Love it', 'Fits perfectly and the fabric feels great. I already ordered it in another colour.'],
    ['Perfect fit', 'Exactly my size, beautifully finished and very comfortable all day.'],
    ['Excellent', 'Great quality for the price. Friends keep asking where it is from.'],
    ['My new favourite', 'Soft, breathable and the colour stays bright after many washes.'],
  ],
];

/**
 * Stars for `count` reviews averaging close to `target`: as even as the average allows, then spread a
 * little (one up, one down: same sum) so the histogram looks like people's.
 */
function seedStars(target: number, count: number, seed: number): number[] {
  const total = Math.min(5 * count, Math.max(count, Math.round(target * count)));
  const base = Math.floor(total / count);
  const stars = Array.from({ length: count }, (_, i) => (i < total - base * count ? base + 1 : base));
  for (let i = 0; i + 1 < count; i += 3) {
    const [up, down] = (seed + i) % 2 === 0 ? [i, i + 1] : [i + 1, i];
    if (stars[up] < 5 && stars[down] > 1) {
      stars[up] += 1;
      stars[down] -= 1;
    }
  }
  return stars;
}

/** A product of the demo catalogue, by its legacy id, with the rating and number of ratings its data gives. */
export interface RatedSeedProduct {
  legacyId: number;
  rating: number;
  ratingCount: number;
}

/**
 * The demo reviews: for every product of the demo catalogue, a few reviews (more for products the data gives
 * more ratings) whose stars average the rating the data gives, written by named demo authors without an
 * account (customer_id NULL). Then every product's rating and rating_count are recounted from the visible
 * reviews, so the numbers the shop shows are those of real rows. Run again, it replaces the demo reviews and
 * keeps the customers' own.
 */
export async function seedReviews(manager: EntityManager, products: readonly RatedSeedProduct[]): Promise<void> {
  const rows = products.flatMap((product) => {
    const count = Math.min(12, Math.max(3, Math.round(product.ratingCount / 30)));
    return seedStars(product.rating, count, product.legacyId).map((rating, i) => {
      const choices = WORDS[rating - 1];
      const [title, text] = choices[(product.legacyId + i) % choices.length];
      return { legacyId: product.legacyId, author: AUTHORS[(product.legacyId * 7 + i * 3) % AUTHORS.length], rating, title, text, daysAgo: 3 + ((product.legacyId * 13 + i * 29) % 180) };
    });
  });
  await manager.query(`DELETE FROM product_review WHERE customer_id IS NULL`);
  await manager.query(
    `INSERT INTO product_review (product_id, author_name, rating, title, body, created_at, updated_at)
     SELECT ${productIdOfLegacyId('s.legacy_id')}, s.author, s.rating, s.title, s.body, now() - make_interval(days => s.days_ago), now() - make_interval(days => s.days_ago)
       FROM unnest($1::int[], $2::text[], $3::int[], $4::text[], $5::text[], $6::int[]) AS s(legacy_id, author, rating, title, body, days_ago)`,
    [rows.map((r) => r.legacyId), rows.map((r) => r.author), rows.map((r) => r.rating), rows.map((r) => r.title), rows.map((r) => r.text), rows.map((r) => r.daysAgo)],
  );
  await manager.query(recountRatings('true'));
}
