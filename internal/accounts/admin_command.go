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
)

// minAdminPasswordLength is stricter than the clients' 6: an admin account sees everything.
const minAdminPasswordLength = 8

// NewAdminCommand returns `launchdesk admin create EMAIL PASSWORD [--name NAME]`.
func NewAdminCommand(app core.App) *cobra.Command {
	root := &cobra.Command{Use: "admin", Short: "Manage launchdesk admin users (role admin, not PocketBase superusers)"}
	var name string
	create := &cobra.Command{
		Use:          "create EMAIL PASSWORD",
		Short:        "Creates an admin user, or updates the user with that e-mail to admin with this password",
		Example:      "launchdesk admin create owner@example.com 'a-long-password' --name 'Sam Owner'",
		SilenceUsage: true,
		Run: func(cmd *cobra.Command, args []string) {
			user, created, err := upsertAdmin(app, args, name)
			if err != nil {
				fmt.Fprintln(os.Stderr, "Error:", err)
				os.Exit(1) // PocketBase's Execute ignores command errors; the contract needs exit code 1
			}
			verb := "Updated"
			if created {
				verb = "Created"
			}
			fmt.Printf("%s admin %s (%s).\n", verb, user.Email(), user.GetString("name"))
		},
	}
	create.Flags().StringVar(&name, "name", "", "the admin's display name (default: taken from the e-mail)")
	root.AddCommand(create)
	return root
}

// upsertAdmin validates the arguments and saves the admin user.
func upsertAdmin(app core.App, args []string, name string) (*core.Record, bool, error) {
	if len(args) != 2 {
		return nil, false, errors.New("usage: launchdesk admin create EMAIL PASSWORD [--name NAME]")
	}
	email, password := strings.TrimSpace(args[0]), args[1]
	if email == "" || is.EmailFormat.Validate(email) != nil {
		return nil, false, fmt.Errorf("%q is not a valid e-mail address", email)
	}
	if len([]rune(password)) < minAdminPasswordLength {
		return nil, false, fmt.Errorf("the password must be at least %d characters long", minAdminPasswordLength)
	}
	if err := app.RunAllMigrations(); err != nil {
		return nil, false, fmt.Errorf("preparing the database: %w", err)
	}

	users, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		return nil, false, err
	}
	user, err := app.FindAuthRecordByEmail(users, email)
	created := err != nil
	if created {
		user = core.NewRecord(users)
		user.SetEmail(email)
	}
	switch {
	case name != "":
		user.Set("name", name)
	case user.GetString("name") == "":
		user.Set("name", nameFromEmail(email))
	}
	user.Set("role", "admin")
	user.SetVerified(true)
	user.SetPassword(password)
	if err := app.Save(user); err != nil {
		return nil, false, fmt.Errorf("saving the admin: %w", err)
	}
	return user, created, nil
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
