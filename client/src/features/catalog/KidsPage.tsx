import { CategoryPage } from './CategoryPage';

export default function KidsPage() {
  return <CategoryPage category="KID" title="Kids" banner="banner-kid" bannerAlt="Kids' collection: built for play" />;
}
