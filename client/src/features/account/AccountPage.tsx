// Placeholder: being built.
export default function AccountPage() {
  return <div className="container page"><h1>AccountPage</h1></div>;
}
