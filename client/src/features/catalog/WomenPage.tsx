import { CategoryPage } from './CategoryPage';

export default function WomenPage() {
  return <CategoryPage category="WOMEN" title="Women" banner="banner-women" bannerAlt="Women's collection: made to move" />;
}
