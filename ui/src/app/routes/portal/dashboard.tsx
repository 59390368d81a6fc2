export default function PortalDashboard() {
  return (
    <main className="centered-page">
      <h1>Dashboard</h1>
    </main>
  )
}
