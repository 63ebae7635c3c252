// Placeholder: being built.
export default function AboutPage() {
  return <div className="container page"><h1>AboutPage</h1></div>;
}
