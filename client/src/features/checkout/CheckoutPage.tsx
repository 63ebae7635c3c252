// Placeholder: being built.
export default function CheckoutPage() {
  return <div className="container page"><h1>CheckoutPage</h1></div>;
}
