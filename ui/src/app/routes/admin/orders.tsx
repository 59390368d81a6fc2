export default function AdminOrdersPage() {
  return (
    <main className="centered-page">
      <h1>Orders</h1>
    </main>
  )
}
