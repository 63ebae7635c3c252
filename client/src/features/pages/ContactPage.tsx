// Placeholder: being built.
export default function ContactPage() {
  return <div className="container page"><h1>ContactPage</h1></div>;
}
