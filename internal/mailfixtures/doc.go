// Package mailfixtures holds the test that renders every kind of e-mail the JS hooks send, with fixed data, and
// compares subject, text and HTML byte for byte with the fixtures in testdata/ (captured from the code before
// pb_hooks/lib/mail/ existed). It has no code of its own.
package mailfixtures
