// Placeholder: being built.
export default function OrderPage() {
  return <div className="container page"><h1>OrderPage</h1></div>;
}
