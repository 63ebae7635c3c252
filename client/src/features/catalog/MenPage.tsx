// Placeholder: being built.
export default function MenPage() {
  return <div className="container page"><h1>MenPage</h1></div>;
}
