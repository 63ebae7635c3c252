import { CategoryPage } from './CategoryPage';

export default function MenPage() {
  return <CategoryPage category="MEN" path="/mens" banner="banner-men" />;
}
