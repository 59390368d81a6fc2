# launchdesk: the two commands are `make run` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := run
BIN := ./launchdesk
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
COMMIT ?= $(shell git rev-parse --short HEAD 2>/dev/null || echo unknown)
LDFLAGS := -s -w -X main.version=$(VERSION) -X main.commit=$(COMMIT)
GO_SOURCES := main.go go.mod go.sum $(shell find internal pb_hooks pb_migrations -type f 2>/dev/null)
UI_SOURCES := $(shell find ui -type f 2>/dev/null) package.json vite.config.ts tsconfig.json $(wildcard scripts/*.mjs scripts/mockups/*.mjs)

CHECKS := check-ui-types check-hook-types check-lint check-format check-docs check-literals check-go-vet
.PHONY: run test build dev check hook-types $(CHECKS) go-test-report deps deps-go chromium tools test-go test-js clean dist

# --prefer-offline: a package already in npm's cache is taken from it without asking the registry again (the lockfile
# pins each one by version and hash, so what is installed is the same); anything missing is fetched as before.
node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund --prefer-offline
	@touch $@

deps-go:
	go mod download

deps: node_modules/.package-lock.json deps-go

pb_public/index.html: node_modules/.package-lock.json $(UI_SOURCES)
	npm run build

$(BIN): pb_public/index.html $(GO_SOURCES)
	CGO_ENABLED=0 go build -trimpath -ldflags "$(LDFLAGS)" -o $(BIN) .

## build: the UI into pb_public/, then the one static binary ./launchdesk
build: deps $(BIN)

## dist: the versioned release binary for linux/amd64 with its SHA-256 checksum, in dist/
dist: deps pb_public/index.html
	@mkdir -p dist
	CGO_ENABLED=0 GOOS=linux GOARCH=amd64 go build -trimpath -ldflags "$(LDFLAGS)" -o dist/launchdesk-$(VERSION)-linux-amd64 .
	cd dist && sha256sum launchdesk-$(VERSION)-linux-amd64 > launchdesk-$(VERSION)-linux-amd64.sha256
	@cat dist/launchdesk-$(VERSION)-linux-amd64.sha256

# The demo's business and bank details, each labelled as a demo (a setting already in the environment wins): a real
# deploy sets its own or none, and without them no client is shown bank details (docs/payments.md).
DEMO_DETAILS := BUSINESS_NAME="$${BUSINESS_NAME:-Demo Studio (demo details, not a real business)}" \
	BUSINESS_ADDRESS="$${BUSINESS_ADDRESS:-Demo address (set BUSINESS_ADDRESS)}" \
	BANK_ACCOUNT_NAME="$${BANK_ACCOUNT_NAME:-Demo Studio (demo account: do not pay)}" \
	BANK_IBAN="$${BANK_IBAN:-DEMO-NOT-A-REAL-ACCOUNT}"

## run: build, seed the demo on an empty database, serve http://127.0.0.1:8090 (with demo payment details)
run: build
	$(BIN) demo seed --if-empty --dir=./pb_data
	$(DEMO_DETAILS) $(BIN) serve --http=127.0.0.1:8090 --dir=./pb_data

## dev: Vite on :5173 proxying to the binary running the on-disk hooks and migrations with watch
dev: build
	$(BIN) demo seed --if-empty --dir=./pb_data
	$(DEMO_DETAILS) $(BIN) serve --http=127.0.0.1:8090 --dir=./pb_data --hooksDir=./pb_hooks --migrationsDir=./pb_migrations --automigrate --dev & \
	  trap 'kill $$!' EXIT; npx vite

## chromium: Debian's Chromium for the browser tests, installed with apt when missing
chromium:
	@if [ ! -x /usr/bin/chromium ]; then \
	  echo "Installing Debian's chromium..."; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	fi

## tools: the S3-compatible server of the tests (VersityGW), Litestream and Stripe's stripe-mock, into .tools/bin when missing
TOOLS := $(CURDIR)/.tools/bin
tools: $(TOOLS)/versitygw $(TOOLS)/litestream $(TOOLS)/stripe-mock
$(TOOLS)/versitygw:
	GOBIN=$(TOOLS) go install github.com/versity/versitygw/cmd/versitygw@v1.8.0
$(TOOLS)/litestream:
	GOBIN=$(TOOLS) go install github.com/benbjohnson/litestream/cmd/litestream@v0.5.18
$(TOOLS)/stripe-mock:
	GOBIN=$(TOOLS) go install github.com/stripe/stripe-mock@v0.203.0

## check: typecheck (UI, hooks with checkJs), lint, format, doc paths, facts outside their contracts, go vet, two at a time
check: deps pb_public/index.html
	@$(MAKE) --no-print-directory -j2 --output-sync=target $(CHECKS)

# The hooks' declarations are written once, before the two checks that read them run side by side.
hook-types: deps
	@node scripts/hooks/types.mjs
check-ui-types: deps
	npm run -s typecheck
check-hook-types: hook-types
	npx tsc -p tsconfig.hooks.json --noEmit
check-lint: hook-types
	npm run -s lint
check-format: deps
	npm run -s format:check
check-docs: deps
	npm run -s check:docs
# the price, the promise and the status list written out anywhere but their contracts (docs/contract.md#product-facts)
check-literals: deps
	npm run -s check:literals
check-go-vet: deps-go
	go vet -trimpath . ./internal/...

# The Go tests and go vet build with -trimpath, as the binary is: a package's build then does not depend on the folder
# of the clone, so a fresh clone reuses the Go build cache instead of compiling and linking every test binary again.
# -count=1: the tests always run (a cached result would otherwise stand in for them in a clone whose code is unchanged).
GO_TEST := go test -trimpath -count=1

test-go: $(BIN)
	$(GO_TEST) . ./internal/...

test-js: $(BIN) chromium tools
	npx vitest run

## test: everything that gates a change: check, Go tests, unit + spec + integration + e2e; ends with "N passed, N failed"
# First what it needs, two at a time: npm ci and the UI build (mostly one core, and npm ci waits on the registry) beside
# the tools' go install. Then the Go tests (the longest of these, so first) beside the checks, each mostly one core;
# their exit code is kept for the summary.
go-test-report: $(BIN)
	@$(GO_TEST) -json . ./internal/... > test-results/go-test.jsonl; echo $$? > test-results/go-test.exit

# Screenshots for people to look at cost about half a minute of a full run: off unless `make test SCREENSHOTS=1`.
SCREENSHOTS ?= 0
test:
	@echo "== install and build: npm ci, go mod download, the UI and the binary beside the tools (at $$(date +%T))"
	@$(MAKE) --no-print-directory -j2 --output-sync=target deps $(BIN) chromium tools
	@mkdir -p test-results && rm -f test-results/go-test.jsonl test-results/go-test.exit test-results/vitest.json
	@echo "== checks and go test . ./internal/..., side by side (at $$(date +%T))"
	@$(MAKE) --no-print-directory -j2 --output-sync=target go-test-report $(CHECKS)
	@echo "== vitest (unit, spec, integration, e2e) (at $$(date +%T))"; \
	SCREENSHOTS=$(SCREENSHOTS) npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json; vexit=$$?; \
	node scripts/test-summary.mjs test-results/go-test.jsonl test-results/vitest.json "$$(cat test-results/go-test.exit)" $$vexit; \
	sexit=$$?; echo "== done (at $$(date +%T))"; exit $$sexit

clean:
	rm -rf pb_public $(BIN) test-results
