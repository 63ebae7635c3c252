// Placeholder: being built.
export default function AllProductsPage() {
  return <div className="container page"><h1>AllProductsPage</h1></div>;
}
