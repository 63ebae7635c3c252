// Placeholder: being built.
export default function NewCollectionPage() {
  return <div className="container page"><h1>NewCollectionPage</h1></div>;
}
