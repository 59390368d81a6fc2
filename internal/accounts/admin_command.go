package accounts

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pocketbase/ozzo-validation/v4/is"
	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"

	"launchdesk/internal/access"
)

// minAdminPasswordLength is stricter than the clients' 6: an admin account sees everything.
const minAdminPasswordLength = 8

// NewAdminCommand returns `launchdesk admin create EMAIL PASSWORD [--name NAME] [--promote]`.
func NewAdminCommand(app core.App) *cobra.Command {
	root := &cobra.Command{Use: "admin", Short: "Manage launchdesk admin users (role admin, not PocketBase superusers)"}
	var opts adminOptions
	create := &cobra.Command{
		Use:   "create EMAIL PASSWORD",
		Short: "Creates an admin user, or updates the admin with that e-mail (a client account only with --promote)",
		Example: "launchdesk admin create owner@example.com 'a-long-password' --name 'Sam Owner'\n" +
			"launchdesk admin create client@example.com 'a-long-password' --promote",
		SilenceUsage: true,
		Run: func(cmd *cobra.Command, args []string) {
			user, outcome, err := upsertAdmin(app, args, opts)
			if err != nil {
				fmt.Fprintln(os.Stderr, "Error:", err)
				os.Exit(1) // PocketBase's Execute ignores command errors; the contract needs exit code 1
			}
			fmt.Printf("%s admin %s (%s).\n", outcome, user.Email(), user.GetString("name"))
			if outcome == outcomePromoted {
				fmt.Println("Every session the account had is ended: it signs in again with the new password.")
			}
		},
	}
	create.Flags().StringVar(&opts.name, "name", "", "the admin's display name (default: taken from the e-mail)")
	create.Flags().BoolVar(&opts.promote, "promote", false,
		"allow turning an existing client account into an admin (this ends all of its sessions)")
	root.AddCommand(create)
	return root
}

// adminOptions are the flags of `admin create`.
type adminOptions struct {
	name    string
	promote bool // an existing non-admin account may become an admin
}

// afterLookUp runs between upsertAdmin's look-up of the account and its write: a test's pause point, where a
// write made through the API meanwhile lands.
var afterLookUp = func() {}

// The outcomes of upsertAdmin, as the command reports them.
const (
	outcomeCreated  = "Created"
	outcomeUpdated  = "Updated"
	outcomePromoted = "Promoted to"
)

// upsertAdmin validates the arguments and saves the admin user. An existing account that is not an
// admin is only promoted with opts.promote, and promoting always rotates its token key: whatever it
// signed in to as a client (tokens, realtime connections) ends instead of carrying the new role.
func upsertAdmin(app core.App, args []string, opts adminOptions) (*core.Record, string, error) {
	if len(args) != 2 {
		return nil, "", errors.New("usage: launchdesk admin create EMAIL PASSWORD [--name NAME] [--promote]")
	}
	email, password := strings.TrimSpace(args[0]), args[1]
	if email == "" || is.EmailFormat.Validate(email) != nil {
		return nil, "", fmt.Errorf("%q is not a valid e-mail address", email)
	}
	if len([]rune(password)) < minAdminPasswordLength {
		return nil, "", fmt.Errorf("the password must be at least %d characters long", minAdminPasswordLength)
	}
	if err := app.RunAllMigrations(); err != nil {
		return nil, "", fmt.Errorf("preparing the database: %w", err)
	}

	users, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		return nil, "", err
	}
	// the refusal first, without the write lock; then the account is read again in the write's transaction and
	// written from its stored row: a change made through the API meanwhile (a name, a sign-out) stays
	if _, _, err := lookUpAdmin(app, users, email, opts); err != nil {
		return nil, "", err
	}
	afterLookUp()
	var user *core.Record
	var outcome string
	err = app.RunInTransaction(func(tx core.App) error {
		// The command runs in its own process beside the server. A transaction that reads first cannot write
		// once the server wrote after its read (SQLite answers "database is locked" at once, without waiting), so
		// it takes the write lock first with a write that changes nothing, waiting its turn like any write.
		if _, err := tx.DB().NewQuery("UPDATE {{users}} SET [[id]] = [[id]] WHERE 0").Execute(); err != nil {
			return err
		}
		var err error
		if user, outcome, err = lookUpAdmin(tx, users, email, opts); err != nil {
			return err
		}
		switch {
		case opts.name != "":
			user.Set("name", opts.name)
		case user.GetString("name") == "":
			user.Set("name", nameFromEmail(email))
		}
		user.Set("role", access.Of(tx).Role)
		user.SetVerified(true)
		user.SetPassword(password) // hashed in the transaction: once, by an operator, a few tens of milliseconds
		return tx.Save(user)
	})
	if err != nil {
		return nil, "", fmt.Errorf("saving the admin: %w", err)
	}
	return user, outcome, nil
}

// lookUpAdmin finds the account of email with app: a new record when there is none, or an error for a client
// account without opts.promote. Promoting rotates the token key.
func lookUpAdmin(app core.App, users *core.Collection, email string, opts adminOptions) (*core.Record, string, error) {
	user, err := app.FindAuthRecordByEmail(users, email)
	switch {
	case err != nil:
		user = core.NewRecord(users)
		user.SetEmail(email)
		return user, outcomeCreated, nil
	case !access.IsStudio(app, user) && !opts.promote:
		return nil, "", fmt.Errorf("%s is a client account, not an admin. Nothing was changed. "+
			"To make this account an admin, run the command again with --promote "+
			"(this also signs the account out everywhere)", user.Email())
	case !access.IsStudio(app, user):
		user.RefreshTokenKey()
		return user, outcomePromoted, nil
	}
	return user, outcomeUpdated, nil
}

// nameFromEmail turns "sam.owner@x" into "Sam Owner".
func nameFromEmail(email string) string {
	local, _, _ := strings.Cut(email, "@")
	parts := strings.FieldsFunc(local, func(r rune) bool { return r == '.' || r == '_' || r == '-' || r == '+' })
	for i, p := range parts {
		first, size := utf8.DecodeRuneInString(p) // a rune, not a byte: "élodie" → "Élodie"
		parts[i] = string(unicode.ToTitle(first)) + p[size:]
	}
	if len(parts) == 0 {
		return "Admin"
	}
	return strings.Join(parts, " ")
}
