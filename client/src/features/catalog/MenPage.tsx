import { CategoryPage } from './CategoryPage';

export default function MenPage() {
  return (
    <CategoryPage
      category="MEN"
      title="Men"
      path="/mens"
      description="Men's clothing at Kapor: shirts, T-shirts, hoodies, trousers and more in sizes S to XXL, with new pieces every season."
      banner="banner-men"
      bannerAlt="Men's collection: everyday essentials"
    />
  );
}
