/** A free time as the server answers it: RFC 3339 in UTC. */
export interface Slot {
  start: string
  end: string
}

/** The kinds of call (pb_hooks/lib/booking.json). */
export type CallKind = "intro" | "consultation"

/** What the visitor fills in to book a time. */
export interface BookingFields {
  name: string
  email: string
  brand: string
  note: string
}

/** A booked call as the server confirms it. */
export interface Booked {
  id: string
  start: string
  end: string
}

/** A call as its manage link shows it. */
export interface ManagedCall {
  kind: CallKind
  kindName: string
  status: "booked" | "cancelled"
  start: string
  end: string
  name: string
  tz: string
}
