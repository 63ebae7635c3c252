import { CategoryPage } from './CategoryPage';

export default function WomenPage() {
  return (
    <CategoryPage
      category="WOMEN"
      title="Women"
      path="/womens"
      description="Women's clothing at Kapor: dresses, tops, skirts, jeans and more in sizes S to XXL, with new pieces every season."
      banner="banner-women"
      bannerAlt="Women's collection: made to move"
    />
  );
}
