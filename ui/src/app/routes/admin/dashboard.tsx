export default function AdminDashboard() {
  return (
    <main className="centered-page">
      <h1>Admin dashboard</h1>
    </main>
  )
}
