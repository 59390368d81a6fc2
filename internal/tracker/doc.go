// Package tracker holds the Go tests of the 2-day launch tracker, whose rules are JS in pb_hooks/ (launch.pb.js
// and lib/launch_*.js): the pure clock module run in goja as the hooks run it, and the steps, intake and store
// access run through the real hooks on a test app.
package tracker
