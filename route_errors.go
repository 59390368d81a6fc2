package main

import validation "github.com/pocketbase/ozzo-validation/v4"

// fieldErrors turns field → message into the validation errors PocketBase puts under "data",
// so the UI's error funnel shows each message under its field.
func fieldErrors(messages map[string]string) validation.Errors {
	out := validation.Errors{}
	for field, msg := range messages {
		out[field] = validation.NewError("validation_invalid_"+field, msg)
	}
	return out
}
