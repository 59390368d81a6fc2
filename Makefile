# launchdesk: the two commands are `make run` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := run
BIN := ./launchdesk
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
COMMIT ?= $(shell git rev-parse --short HEAD 2>/dev/null || echo unknown)
LDFLAGS := -s -w -X main.version=$(VERSION) -X main.commit=$(COMMIT)
GO_SOURCES := main.go go.mod go.sum $(shell find internal pb_hooks pb_migrations -type f 2>/dev/null)
UI_SOURCES := $(shell find ui -type f 2>/dev/null) package.json vite.config.ts tsconfig.json $(wildcard scripts/*.mjs scripts/mockups/*.mjs)

.PHONY: run test build dev check deps deps-go chromium tools test-go test-js clean dist

node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund
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

## run: build, seed the demo on an empty database, serve http://127.0.0.1:8090
run: build
	$(BIN) demo seed --if-empty --dir=./pb_data
	$(BIN) serve --http=127.0.0.1:8090 --dir=./pb_data

## dev: Vite on :5173 proxying to the binary running the on-disk hooks and migrations with watch
dev: build
	$(BIN) demo seed --if-empty --dir=./pb_data
	$(BIN) serve --http=127.0.0.1:8090 --dir=./pb_data --hooksDir=./pb_hooks --migrationsDir=./pb_migrations --automigrate --dev & \
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

## check: typecheck, lint, format, go vet
check: deps pb_public/index.html
	npm run check
	go vet . ./internal/...

test-go: $(BIN)
	go test . ./internal/...

test-js: $(BIN) chromium tools
	npx vitest run

## test: everything that gates a change: check, Go tests, unit + integration + e2e; ends with "N passed, N failed"
test: deps check $(BIN) chromium tools
	@mkdir -p test-results && rm -f test-results/go-test.jsonl test-results/vitest.json
	@echo "== go test . ./internal/..."; go test -json . ./internal/... > test-results/go-test.jsonl; goexit=$$?; \
	echo "== vitest (unit, integration, e2e)"; \
	npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json; vexit=$$?; \
	node scripts/test-summary.mjs test-results/go-test.jsonl test-results/vitest.json $$goexit $$vexit

clean:
	rm -rf pb_public $(BIN) test-results
