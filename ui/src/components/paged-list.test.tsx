import { render, screen } from "@testing-library/react"
import { MemoryRouter } from "react-router-dom"
import { describe, expect, it } from "vitest"
import { type ListPage, PagedList } from "./paged-list"

type Row = { id: string; name: string }
const page = (over: Partial<ListPage<Row>>): ListPage<Row> => ({
  rows: [],
  total: 0,
  totalPages: 0,
  loading: false,
  error: null,
  ...over,
})

function show(list: ListPage<Row>, retry?: React.ReactNode) {
  render(
    <MemoryRouter>
      <PagedList
        name="Things"
        className="thing-list"
        list={list}
        item={(row) => <li key={row.id}>{row.name}</li>}
        retry={retry}
        loadingLabel="Loading things"
        empty={<p>No things yet</p>}
        pager={{ label: "Thing pages", page: 1, perPage: 2, noun: "things", hrefFor: (p) => `/t?page=${p}` }}
      />
    </MemoryRouter>,
  )
}

describe("PagedList", () => {
  it("lists the rows under a hidden heading, named, dimmed by its class while a page loads, with the pager", () => {
    const rows = [
      { id: "a", name: "First" },
      { id: "b", name: "Second" },
    ]
    show(page({ rows, total: 3, totalPages: 2, loading: true }))
    const list = screen.getByRole("list", { name: "Things" })
    expect(list).toHaveClass("stack-list", "thing-list")
    expect(list).toHaveAttribute("aria-busy", "true")
    expect([...list.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["First", "Second"])
    expect(screen.getByRole("heading", { name: "Things" })).toHaveClass("visually-hidden")
    expect(screen.getByRole("navigation", { name: "Thing pages" })).toHaveTextContent(
      "Showing 1–2 of 3 things",
    )
    expect(screen.queryByText("No things yet")).toBeNull()
  })

  it("shows the spinner while the first rows load, and the empty message only once nothing is loading", () => {
    show(page({ loading: true }))
    expect(screen.getByRole("status")).toHaveTextContent("Loading things…")
    expect(screen.queryByText("No things yet")).toBeNull()
    expect(screen.queryByRole("list")).toBeNull()
  })

  it("says the error with its retry, and no empty message under it", () => {
    show(page({ error: "The things could not be loaded." }), <button type="button">Try again</button>)
    const alert = screen.getByRole("alert")
    expect(alert).toHaveTextContent("The things could not be loaded. Try again")
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument()
    expect(screen.queryByText("No things yet")).toBeNull()
  })

  it("shows the empty message for an empty page", () => {
    show(page({}))
    expect(screen.getByText("No things yet")).toBeInTheDocument()
    expect(screen.queryByRole("navigation")).toBeNull()
  })
})
