import { CategoryPage } from './CategoryPage';

export default function WomenPage() {
  return <CategoryPage category="WOMEN" path="/womens" banner="banner-women" />;
}
