import { CategoryPage } from './CategoryPage';

export default function KidsPage() {
  return (
    <CategoryPage
      category="KID"
      title="Kids"
      path="/kids"
      description="Kids' clothing at Kapor, built for play: soft seams, strong knees and colours that survive the wash, in sizes S to XXL."
      banner="banner-kid"
      bannerAlt="Kids' collection: built for play"
    />
  );
}
