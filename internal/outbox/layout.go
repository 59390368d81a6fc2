package outbox

import (
	"html/template"
	"strings"
)

// Detail is one labelled value in an e-mail's summary table.
type Detail struct {
	Label string
	Value string
}

// Content is everything an outbox e-mail says; Render lays it out as
// HTML and as plain text. Values are plain text: the HTML template escapes them.
type Content struct {
	Brand       string
	Preheader   string // the preview line mail clients show beside the subject
	Heading     string
	Greeting    string
	Lines       []string
	Details     []Detail
	ButtonLabel string
	ButtonURL   string
	LinkLabel   string
	LinkURL     string
	Footer      string
}

// The layout follows what renders in Gmail, Outlook and Apple Mail alike: nested
// presentation tables, a 600 px column, inline styles only, web-safe fonts and a
// "bulletproof" button (a coloured table cell around the link).
var mailHTMLTemplate = template.Must(template.New("mail").Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>{{.Heading}}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f4f5;">
<span style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;">{{.Preheader}}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f4f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border-radius:8px;">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e4e4e7;font-family:Arial,Helvetica,sans-serif;font-size:20px;font-weight:bold;color:#18181b;">{{.Brand}}</td></tr>
<tr><td style="padding:32px 32px 8px 32px;font-family:Arial,Helvetica,sans-serif;color:#18181b;">
<h1 style="margin:0 0 16px 0;font-size:22px;line-height:28px;font-weight:bold;color:#18181b;">{{.Heading}}</h1>
<p style="margin:0 0 16px 0;font-size:16px;line-height:24px;">{{.Greeting}}</p>
{{range .Lines}}<p style="margin:0 0 16px 0;font-size:16px;line-height:24px;">{{.}}</p>
{{end}}</td></tr>
{{if .Details}}<tr><td style="padding:0 32px 8px 32px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#fafafa;border:1px solid #e4e4e7;border-radius:6px;">
{{range .Details}}<tr><td width="90" style="padding:10px 12px;width:90px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:20px;color:#52525b;vertical-align:top;">{{.Label}}</td><td style="padding:10px 12px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:20px;color:#18181b;vertical-align:top;word-break:break-word;">{{.Value}}</td></tr>
{{end}}</table>
</td></tr>{{end}}
<tr><td style="padding:24px 32px 8px 32px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td align="center" bgcolor="#18181b" style="border-radius:6px;background-color:#18181b;">
<a href="{{.ButtonURL}}" target="_blank" style="display:inline-block;padding:12px 24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;line-height:20px;color:#ffffff;text-decoration:none;border-radius:6px;">{{.ButtonLabel}}</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:8px 32px 32px 32px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:20px;color:#52525b;">
<a href="{{.LinkURL}}" target="_blank" style="color:#2563eb;text-decoration:underline;">{{.LinkLabel}}</a>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e4e4e7;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:18px;color:#71717a;">{{.Footer}}<br>{{.Brand}}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`))

// Render returns the HTML and plain-text bodies of c.
func Render(c Content) (string, string, error) {
	var html strings.Builder
	if err := mailHTMLTemplate.Execute(&html, c); err != nil {
		return "", "", err
	}
	return html.String(), renderMailText(c), nil
}

// renderMailText is the plain-text alternative: the same words, links spelled out.
func renderMailText(c Content) string {
	var b strings.Builder
	b.WriteString(c.Brand + "\n\n" + c.Heading + "\n\n" + c.Greeting + "\n\n")
	for _, line := range c.Lines {
		b.WriteString(line + "\n\n")
	}
	for _, d := range c.Details {
		b.WriteString(d.Label + ": " + d.Value + "\n")
	}
	if len(c.Details) > 0 {
		b.WriteString("\n")
	}
	b.WriteString(c.ButtonLabel + ": " + c.ButtonURL + "\n")
	b.WriteString(c.LinkLabel + ": " + c.LinkURL + "\n\n")
	b.WriteString("-- \n" + c.Footer + "\n" + c.Brand + "\n")
	return b.String()
}
