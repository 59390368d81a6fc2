export default function MyOrdersPage() {
  return (
    <main className="centered-page">
      <h1>My Orders</h1>
    </main>
  )
}
