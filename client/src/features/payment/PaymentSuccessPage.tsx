// Placeholder: being built.
export default function PaymentSuccessPage() {
  return <div className="container page"><h1>PaymentSuccessPage</h1></div>;
}
