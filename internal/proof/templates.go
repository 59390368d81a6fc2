package proof

// The pages' markup. Each page is whole HTML readable without script; the style is inline (the site's policy allows
// inline styles, never inline scripts), small, and fits 320 px.

const layout = `{{define "head"}}<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title}}</title><meta name="description" content="{{.Title}}">
<style>
body{margin:0;font:16px/1.55 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#141412;background:#f6f3ee}
main{max-width:44rem;margin:0 auto;padding:2rem 1.25rem 3rem}
a{color:#141412;text-underline-offset:3px}
.eyebrow{margin:0;font-size:.8rem;font-weight:700;letter-spacing:.12em;text-transform:uppercase;color:#57544d}
h1{margin:.4rem 0 1rem;font-size:clamp(1.6rem,5vw,2.3rem);line-height:1.15;letter-spacing:-.02em;overflow-wrap:anywhere}
.card{background:#fff;border:1px solid #e0d9cd;border-radius:14px;padding:1.25rem 1.25rem .5rem;margin:1.25rem 0}
dl{margin:0}dl div{display:grid;grid-template-columns:minmax(9rem,14rem) 1fr;gap:0 1rem;padding:.55rem 0;border-top:1px solid #ede8df}
dl div:first-child{border-top:0}dt{font-weight:650}dd{margin:0;overflow-wrap:anywhere}
.yes{font-weight:700}.no{font-weight:700;color:#9a2a1a}
blockquote{margin:0 0 1rem;padding:.25rem 0 .25rem 1rem;border-left:3px solid #f5d90a;white-space:pre-wrap;overflow-wrap:anywhere}
.who{margin:0 0 1rem;color:#57544d}.note{color:#57544d;font-size:.94rem}
ul.launches{list-style:none;margin:0;padding:0}ul.launches li{padding:.6rem 0;border-top:1px solid #ede8df;overflow-wrap:anywhere}
ul.launches li:first-child{border-top:0}
.figure{font-size:2.2rem;font-weight:800;margin:0}
footer{margin-top:2rem;font-size:.94rem;color:#57544d}
@media (max-width:30rem){dl div{grid-template-columns:1fr}}
</style></head><body><main>{{end}}
{{define "foot"}}<footer><a href="/proof">How we count on time</a> · <a href="/">{{.Brand}}</a></footer></main></body></html>
{{end}}`

const launchPage = `{{define "launch"}}{{template "head" (title .Facts.Brand " launch, checked" .Common)}}
<p class="eyebrow">A launch you can check</p>
<h1>{{.Facts.Brand}}: launched {{day .Facts.LaunchedAt}}</h1>
<section class="card" aria-label="What the records say">
<dl>
<div><dt>Brief received</dt><dd>{{day .Facts.BriefAt}}</dd></div>
<div><dt>Payment</dt><dd>{{if eq .Facts.Payment "waived"}}None due{{else if .Facts.PaidAt}}Paid {{day .Facts.PaidAt}}{{else}}Not recorded{{end}}</dd></div>
<div><dt>Preview approved by the client</dt><dd>{{if and (eq .Facts.Review "approved") .Facts.ApprovedAt}}{{day .Facts.ApprovedAt}}{{else}}No: the studio approved the launch{{end}}</dd></div>
<div><dt>Launched</dt><dd>{{day .Facts.LaunchedAt}}</dd></div>
<div><dt>Time on the studio's side</dt><dd>{{if .Facts.Clocked}}{{span .Facts.ClockUsedMs}}{{else}}Not clocked{{end}}</dd></div>
<div><dt>On time</dt><dd>{{if not .Facts.Clocked}}Not clocked{{else if .Facts.OnTime}}<span class="yes">Yes</span>: within the promised {{.Promise}}{{else}}<span class="no">No</span>: over the promised {{.Promise}}{{end}}</dd></div>
</dl>
</section>
{{if .Facts.ShowWords}}<blockquote>{{.Facts.Words}}</blockquote>
<p class="who">{{.Facts.Name}}{{if .Facts.Position}}, {{.Facts.Position}}{{end}}</p>{{end}}
<p class="note">Dates are in UTC, from the studio's records. Time on the studio's side counts only while the order waited on the studio: never while it waited on the client.</p>
{{template "foot" .Common}}{{end}}`

const indexPage = `{{define "index"}}{{template "head" (title "How we count on time" "" .Common)}}
<p class="eyebrow">Proof</p>
<h1>How we count on time</h1>
<section class="card" aria-label="The last {{.Days}} days">
{{if .Window.Launched}}<p class="figure">{{.Window.Percent}}%</p>
<p>of the launches of the last {{.Days}} days were on time ({{.Window.OnTime}} of {{.Window.Launched}}).</p>
{{else}}<p>No launch in the last {{.Days}} days yet.</p>{{end}}
</section>
<p>Every order has a clock. It starts once we have the brief, access to the store and the payment. It runs only while
the order waits on us, and stops whenever it waits on the client (an answer, a file, the approval of the preview) or
is on hold. A launch is on time when the clock shows at most {{.Promise}} at launch.</p>
<p>The share counts every launch of the last {{.Days}} days whose clock ran, on time or not: none is left out. The
home page states it only from {{.Min}} such launches on.</p>
<h2>Launches you can check</h2>
{{if .Launches}}<ul class="launches">{{range .Launches}}<li><a href="/proof/{{.ID}}">{{.Brand}}</a>: launched {{day .LaunchedAt}}, {{if not .Clocked}}not clocked{{else if .OnTime}}on time{{else}}late{{end}}</li>{{end}}</ul>
<p class="note">Only launches whose clients agreed to show their store are listed; the share above counts them all.</p>
{{else}}<p>None yet: a launch is listed once its client agrees to show the store.</p>{{end}}
{{template "foot" .Common}}{{end}}`

const missingPage = `{{define "missing"}}{{template "head" (title "Not found" "" .)}}
<h1>Not found</h1><p>This launch has no public page: it was never published, or its client withdrew the consent.</p>
{{template "foot" .}}{{end}}`
