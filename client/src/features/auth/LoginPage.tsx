// Placeholder: being built.
export default function LoginPage() {
  return <div className="container page"><h1>LoginPage</h1></div>;
}
