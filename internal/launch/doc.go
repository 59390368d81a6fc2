// Package launch holds the Go side of the 2-day launch promise, whose rules are JS in pb_hooks/ (launch.pb.js and
// lib/launch_*.js). Its numbers are defined once, in pb_hooks/lib/launch_promise.json: the hooks require that file,
// the UI imports it at build time, and Go reads it from the hooks directory the app runs with (Use, at start) so the
// admin SQL (internal/adminapi) counts the same promise. The tests run the pure clock module in goja as the hooks
// run it, the steps, intake and store access through the real hooks on a test app, and one table of cases
// (testdata/clock_cases.json) against the clock module here, the SQL in internal/adminapi and the UI's countdown.
package launch
