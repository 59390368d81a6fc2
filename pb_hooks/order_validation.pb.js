/// <reference path="../pb_data/types.d.ts" />
// Orders: the website fields hold only http:// and https:// links, on every save (REST, batch, the
// dashboard, hooks), so no javascript: or data: link is ever stored or shown.

onRecordValidate((e) => {
  const urls = require(`${__hooks}/lib/urls.js`)
  const errors = urls.webLinkErrors(e.record, urls.ORDER_URL_FIELDS)
  if (Object.keys(errors).length > 0) {
    throw new BadRequestError("A website must be an http:// or https:// address.", errors)
  }
  e.next()
}, "orders")
