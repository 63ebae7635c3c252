import { CategoryPage } from './CategoryPage';

export default function MenPage() {
  return <CategoryPage category="MEN" title="Men" banner="banner-men" bannerAlt="Men's collection: everyday essentials" />;
}
