// Package memo keeps one computed answer until it is dropped, as the dashboard's figures and the studio's queue are
// kept until the next write to what they count.
package memo

import "sync"

// Value is one kept answer of type T; the zero Value keeps nothing yet.
type Value[T any] struct {
	mu   sync.Mutex
	kept bool
	v    T
}

// Get returns the kept answer, or computes it and keeps it (a failed computation keeps nothing). The computation
// runs under the lock: a burst of readers after a drop costs one computation, and a Drop waits for the computation
// under way, so an answer read before a write is dropped right after it.
func (m *Value[T]) Get(compute func() (T, error)) (T, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.kept {
		return m.v, nil
	}
	v, err := compute()
	if err != nil {
		return v, err
	}
	m.v, m.kept = v, true
	return v, nil
}

// Drop forgets the kept answer: the next Get computes it again.
func (m *Value[T]) Drop() {
	m.mu.Lock()
	defer m.mu.Unlock()
	var zero T
	m.v, m.kept = zero, false
}
