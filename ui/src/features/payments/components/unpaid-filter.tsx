/** UnpaidFilter: the admin orders table's "Unpaid only" switch (?unpaid=true: payment due or a mismatch). */
export function UnpaidFilter({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="overdue-filter">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> Unpaid only
    </label>
  )
}
