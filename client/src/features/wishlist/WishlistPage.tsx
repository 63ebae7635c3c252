// Placeholder: being built.
export default function WishlistPage() {
  return <div className="container page"><h1>WishlistPage</h1></div>;
}
