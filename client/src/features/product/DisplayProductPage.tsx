// Placeholder: being built.
export default function DisplayProductPage() {
  return <div className="container page"><h1>DisplayProductPage</h1></div>;
}
