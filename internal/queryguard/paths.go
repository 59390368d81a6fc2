package queryguard

import (
	"regexp"
	"strings"

	"github.com/ganigeorgiev/fexpr"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/search"
)

// viaProp is PocketBase's back-relation syntax: collection_via_relationField.
var viaProp = regexp.MustCompile(`^\w+_via_\w+$`)

// filterProblem returns the first path of filter that a client may not use from base (see
// pathProblem), or "" when every path is allowed. A filter PocketBase cannot parse is left to
// PocketBase, which refuses it with its own message.
func filterProblem(app core.App, base *core.Collection, filter string) string {
	tokens, err := scanAll(filter)
	if err != nil {
		return ""
	}
	for _, t := range tokens {
		if p := pathProblem(app, base, t); p != "" {
			return p
		}
	}
	return ""
}

// sortProblem is filterProblem for a sort expression ("-created,title").
func sortProblem(app core.App, base *core.Collection, sort string) string {
	for _, f := range search.ParseSortFromString(sort) {
		if p := pathProblem(app, base, f.Name); p != "" {
			return p
		}
	}
	return ""
}

// scanAll returns every identifier of a filter expression, including those inside parentheses
// and function arguments, with the scanner PocketBase's own parser uses.
func scanAll(text string) ([]string, error) {
	var out []string
	var visit func(t fexpr.Token) error
	visit = func(t fexpr.Token) error {
		switch t.Type {
		case fexpr.TokenIdentifier:
			out = append(out, t.Literal)
		case fexpr.TokenGroup:
			inner, err := scanAll(t.Literal)
			if err != nil {
				return err
			}
			out = append(out, inner...)
		case fexpr.TokenFunction:
			if args, ok := t.Meta.([]fexpr.Token); ok {
				for _, a := range args {
					if err := visit(a); err != nil {
						return err
					}
				}
			}
		}
		return nil
	}
	scanner := fexpr.NewScanner([]byte(text))
	for {
		t, err := scanner.Scan()
		if err != nil {
			return nil, err
		}
		if t.Type == fexpr.TokenEOF {
			return out, nil
		}
		if err := visit(t); err != nil {
			return nil, err
		}
	}
}

// pathProblem tells whether a client may use the field path ident in a filter or sort on base.
// PocketBase applies a joined collection's list rule to the rows it joins, but not to the
// "every related row" subquery behind !=, !~, :each and the other any/all checks; that subquery
// sees every row. A path may therefore only reach rows that are one-to-one with a readable row:
// it is refused when it follows a back-relation (x_via_y) or passes through a relation that
// holds several records. What is refused is
// returned as the offending path element; "" means allowed. (@collection.x is refused to all but
// superusers by PocketBase itself.)
func pathProblem(app core.App, base *core.Collection, ident string) string {
	props := strings.Split(ident, ".")
	for i, p := range props {
		props[i], _, _ = strings.Cut(p, ":") // modifiers (:each, :length, :lower, ...)
	}
	collection := base
	switch {
	case props[0] == "@collection":
		return "" // PocketBase refuses it to all but superusers (403)
	case props[0] == "@request":
		if len(props) < 3 || props[1] != "auth" {
			return "" // request data, not stored rows
		}
		users, err := app.FindCachedCollectionByNameOrId("users")
		if err != nil {
			return ""
		}
		collection, props = users, props[2:]
	case strings.HasPrefix(props[0], "@"):
		return "" // @now, @rowid, @random, ...
	}
	for i, p := range props {
		field := collection.Fields.GetByName(p)
		if field == nil {
			if viaProp.MatchString(p) {
				return p
			}
			return "" // unknown: PocketBase refuses it
		}
		if i == len(props)-1 {
			return ""
		}
		rel, ok := field.(*core.RelationField)
		if !ok {
			return "" // a JSON path and the like: stays in this row
		}
		if rel.IsMultiple() {
			return p
		}
		next, err := app.FindCachedCollectionByNameOrId(rel.CollectionId)
		if err != nil {
			return ""
		}
		collection = next
	}
	return ""
}
