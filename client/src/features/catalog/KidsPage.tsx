// Placeholder: being built.
export default function KidsPage() {
  return <div className="container page"><h1>KidsPage</h1></div>;
}
