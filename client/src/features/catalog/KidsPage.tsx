import { CategoryPage } from './CategoryPage';

export default function KidsPage() {
  return <CategoryPage category="KID" path="/kids" banner="banner-kid" />;
}
