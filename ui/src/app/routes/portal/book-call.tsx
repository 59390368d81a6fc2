export default function BookCallPage() {
  return (
    <main className="centered-page">
      <h1>Book a Call</h1>
    </main>
  )
}
