export default function AdminUsersPage() {
  return (
    <main className="centered-page">
      <h1>Users</h1>
    </main>
  )
}
