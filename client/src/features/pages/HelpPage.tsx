// Placeholder: being built.
export default function HelpPage() {
  return <div className="container page"><h1>HelpPage</h1></div>;
}
