package productcsv

import "github.com/dop251/goja"

// BindJS gives the JS hooks $productCsv.check(text), which returns Check's result as a plain object:
// { ok, products, rows, errors: [{ row, message }], more }. Pass it as jsvm.Config.OnInit.
func BindJS(vm *goja.Runtime) {
	obj := vm.NewObject()
	_ = obj.Set("check", func(text string) map[string]any {
		r := Check(text)
		errs := make([]any, len(r.Errors))
		for i, e := range r.Errors {
			errs[i] = map[string]any{"row": e.Row, "message": e.Message}
		}
		return map[string]any{"ok": r.OK, "products": r.Products, "rows": r.Rows, "errors": errs, "more": r.More}
	})
	_ = vm.Set("$productCsv", obj)
}
