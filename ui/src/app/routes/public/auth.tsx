export default function AuthPage() {
  return (
    <main className="centered-page">
      <h1>Sign in</h1>
      <p>The sign-in screen arrives with the client portal.</p>
    </main>
  )
}
