// Placeholder: being built.
export default function HomePage() {
  return <div className="container page"><h1>HomePage</h1></div>;
}
