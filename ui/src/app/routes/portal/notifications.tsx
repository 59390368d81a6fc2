export default function PortalNotificationsPage() {
  return (
    <main className="centered-page">
      <h1>Notifications</h1>
    </main>
  )
}
