# Yerth website and CMS. `make run` and `make test` are the two commands a newcomer needs.
SHELL := /bin/bash
.DEFAULT_GOAL := run

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	@# tap compiles its plugin set (.taprc swaps its TypeScript loader for tsx) once per install.
	npx tap build
	@touch $@

.PHONY: install build run dev migrate demo test test-unit test-e2e typecheck bench admin clean

install: node_modules/.installed

## Both bundles (Vite) and the server compiled to JavaScript (esbuild.config.ts) into dist/
build: install
	npm run build

## Install, build, migrate and start the compiled server on http://localhost:$${PORT:-3000}
run: build
	NODE_ENV=$${NODE_ENV:-production} npm start

## Watch mode: Vite dev servers with hot reload, server restarts on change
dev: install
	NODE_ENV=development npm run dev

migrate: install
	npm run migrate

## Demo content for a new site (30 posts, vlogs, media kit, press, enquiries, 90 days of analytics); again adds
## nothing; a site with its own content is refused (`npm run demo -- --force`). Stop the server first. Then: make run
demo: install
	npm run demo

typecheck: install
	npm run typecheck

test-unit: install
	npx tap

test-e2e: build
	npx playwright test

## Everything: typecheck, module tests, build, browser tests; ends with "N passed, N failed"
test: install
	bash .ci/test-all.sh

## Performance table (QUALITY.md). The external-PostgreSQL rows, P4, P5 and P9 (nginx, two instances) need a server: BENCH_DATABASE_URL,
## defaulted to the local one when `pg_isready` finds it (the bench works in a scratch database or schema it drops).
bench: build
	@# P1's load generator (QUALITY.md): Debian's wrk, pinned with taskset to a CPU of its own.
	@command -v wrk >/dev/null || { echo "bench: installing Debian's wrk"; apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null; }
	@# P9: nginx in front of two instances (bench/proxy.ts, docs/OPERATIONS.md): Debian's nginx.
	@command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || { echo "bench: installing Debian's nginx"; apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null; }
	@if [ -z "$${BENCH_DATABASE_URL:-}" ] && command -v pg_isready >/dev/null 2>&1 && pg_isready -h 127.0.0.1 -q; then \
		export BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test; echo "bench: using PostgreSQL at $$BENCH_DATABASE_URL"; fi; \
	npx tsx bench/run.ts && if [ -n "$${BENCH_DATABASE_URL:-}" ]; then npx tsx bench/p4-blogs.ts && npx tsx bench/p5-analytics.ts && npx tsx bench/proxy.ts; fi

clean:
	rm -rf dist .tap test-results playwright-report reports
