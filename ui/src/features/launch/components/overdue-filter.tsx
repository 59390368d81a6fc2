/** OverdueFilter: the admin orders table's "Overdue only" switch (?overdue=true). */
export function OverdueFilter({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="overdue-filter">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> Overdue
      launches only
    </label>
  )
}
