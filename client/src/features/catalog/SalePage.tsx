// Placeholder: being built.
export default function SalePage() {
  return <div className="container page"><h1>SalePage</h1></div>;
}
