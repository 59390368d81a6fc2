export default function NewOrderPage() {
  return (
    <main className="centered-page">
      <h1>New Order</h1>
    </main>
  )
}
