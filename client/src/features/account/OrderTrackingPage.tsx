// Placeholder: being built.
export default function OrderTrackingPage() {
  return <div className="container page"><h1>OrderTrackingPage</h1></div>;
}
