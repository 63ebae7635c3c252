// Placeholder: being built.
export default function ExcPage() {
  return <div className="container page"><h1>ExcPage</h1></div>;
}
