// Placeholder: being built.
export default function PaymentFailPage() {
  return <div className="container page"><h1>PaymentFailPage</h1></div>;
}
