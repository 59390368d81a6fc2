export default function PortalOrderDetailPage() {
  return (
    <main className="centered-page">
      <h1>Order</h1>
    </main>
  )
}
