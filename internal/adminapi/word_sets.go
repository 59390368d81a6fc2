package adminapi

import (
	"sync"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// wordSetBytes bounds the cached sets of matches (a set is 12.5 KB at 100 000 orders: about 1 300 words); past it
// the cache starts over.
const wordSetBytes = 16 << 20

// wordSetCache keeps, per word typed, the set of orders whose title or company name has a word starting with it,
// until the next write to orders (the generations of the page cache, as order_index.go). People search with the
// same words, each a brand's or a title's, or the start of one: "velvet s", "velvet su" and "velvet sum" are new
// searches but ask the index only for the word they add. A search is then the intersection of its words' sets,
// which is what the index's own AND of the words computed.
type wordSetCache struct {
	mu    sync.Mutex
	gen   uint64
	sets  map[string]rowidSet
	bytes int
}

var wordSets = &wordSetCache{sets: map[string]rowidSet{}}

func (c *wordSetCache) lookup(word string) (rowidSet, uint64, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen := adminPages.generation(); c.gen != gen {
		c.gen, c.sets, c.bytes = gen, map[string]rowidSet{}, 0
	}
	set, ok := c.sets[word]
	return set, c.gen, ok
}

// store keeps set, read under generation gen, unless a write came since; a set held as a map is not kept.
func (c *wordSetCache) store(word string, gen uint64, set rowidSet) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if set.large != nil || gen != c.gen || gen != adminPages.generation() {
		return
	}
	size := 8*len(set.bits) + len(word)
	if c.bytes+size > wordSetBytes {
		c.sets, c.bytes = map[string]rowidSet{}, 0
	}
	c.sets[word] = set
	c.bytes += size
}

// searchMatches returns the orders whose title and company name hold a word starting with each word of text.
func searchMatches(app core.App, text string) (rowidSet, error) {
	words := searchWords(text)
	if len(words) == 0 {
		return rowidSet{}, nil // only punctuation: matches nothing
	}
	var found rowidSet
	for i, word := range words {
		set, gen, ok := wordSets.lookup(word)
		if !ok {
			rowids := []int64{}
			err := app.DB().NewQuery("SELECT rowid FROM orders_search WHERE orders_search MATCH {:phrase}").
				Bind(dbx.Params{"phrase": ftsWords(word)}).Column(&rowids)
			if err != nil {
				return rowidSet{}, err
			}
			set = newRowidSet(rowids)
			wordSets.store(word, gen, set)
		}
		if i == 0 {
			found = set
		} else {
			found = found.intersect(set)
		}
	}
	return found, nil
}
