// Placeholder: being built.
export default function WomenPage() {
  return <div className="container page"><h1>WomenPage</h1></div>;
}
