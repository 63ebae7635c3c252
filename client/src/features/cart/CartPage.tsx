// Placeholder: being built.
export default function CartPage() {
  return <div className="container page"><h1>CartPage</h1></div>;
}
