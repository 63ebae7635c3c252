// Placeholder: being built.
export default function ProductPage() {
  return <div className="container page"><h1>ProductPage</h1></div>;
}
