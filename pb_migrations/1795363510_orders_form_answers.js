/// <reference path="../pb_data/types.d.ts" />
// orders.on_shopify and orders.book_call: the new-order form's two questions ("Is your store on Shopify?", "Book a
// consultation call"), kept so the studio sees them in its Inbox. Before, they only steered the form.
migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    orders.fields.add(new BoolField({ name: "on_shopify" }))
    orders.fields.add(new BoolField({ name: "book_call" }))
    app.save(orders)
  },
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    orders.fields.removeByName("book_call")
    orders.fields.removeByName("on_shopify")
    app.save(orders)
  },
)
