# The two commands of the README: `make run` and `make test`. Both create .venv on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 5000
GAMES_DB ?= data/games.db
# Threaded workers: each live stream (GET /games/{id}/stream) holds a thread, not a worker.
THREADS ?= 64

.PHONY: run dev test lint bench browser postgres screenshots clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

# What the page needs (Pyodide, the QR encoder), pinned with its integrity in the lock file:
# `npm ci` checks every tarball against it. Debian's npm when the machine has none.
VENDOR := service/vendor
BUILT := service/build/.built
$(VENDOR)/node_modules/.installed: $(VENDOR)/package.json $(VENDOR)/package-lock.json
	@command -v npm >/dev/null || { echo "Installing Debian's npm"; \
		apt-get update -qq && apt-get install -y -qq npm >/dev/null; }
	cd $(VENDOR) && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
	touch $@

$(VENV)/.installed: pyproject.toml $(BUILT) | $(BIN)/python
	$(BIN)/pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml $(BUILT) | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[test]'
	touch $(VENV)/.installed $@

# What the page downloads, each file beside its gzip and brotli copies, and the standard
# library cut to what the engine imports, both zips compiled by Pyodide under Node
# (service/build.py): made here, never per request.
# The app serves the sources uncompressed when this is missing or stale.
$(BUILT): $(VENDOR)/node_modules/.installed service/build.py service/stdlib.py \
		service/bytecode.py service/bytecode.mjs \
		service/engine_modules.txt $(shell find service/static replays -type f -not -name '*.pyc') \
		| $(BIN)/python
	$(BIN)/pip install --quiet -e .
	$(BIN)/python -m service.build
	touch $@

run: $(VENV)/.installed
	@mkdir -p $(dir $(GAMES_DB))
	@echo "Serving on http://$(HOST):$(PORT)  (database: $(GAMES_DB))"
	GAMES_DB=$(GAMES_DB) $(BIN)/gunicorn --no-control-socket -c python:service.serving --workers 2 \
		--worker-class gthread --threads $(THREADS) --bind $(HOST):$(PORT) 'service:create_app()'

dev: $(VENV)/.installed
	@echo "Serving on http://$(HOST):$(PORT) with the reloader"
	GAMES_DB=$(GAMES_DB) $(BIN)/flask --app service run --debug --host $(HOST) --port $(PORT)

browser:
	@test -x /usr/bin/chromium || { \
		echo "Installing Debian's chromium for the browser tests"; \
		(apt-get update -qq && apt-get install -y -qq chromium >/dev/null) || \
		echo "Could not install chromium: run 'apt-get install chromium' as root"; }

# The tests and the benchmarks start a private PostgreSQL from Debian's binaries (never the
# packaged cluster: none is created, none is started). DATABASE_URL set: that server instead.
postgres:
	@test -n "$(DATABASE_URL)" || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || { \
		echo "Installing Debian's PostgreSQL for the tests"; \
		mkdir -p /etc/postgresql-common/createcluster.d && \
		echo "create_main_cluster = false" > /etc/postgresql-common/createcluster.d/cartes.conf; \
		(apt-get update -qq && apt-get install -y -qq postgresql >/dev/null) || \
		echo "Could not install PostgreSQL: run 'apt-get install postgresql' as root"; }

test: $(VENV)/.installed-test browser postgres
	$(BIN)/ruff check replays schemas service tests
	$(BIN)/ruff format --check replays schemas service tests
	# Two processes (pytest-xdist), a test module each at a time: most of the suite's time is
	# spent waiting (browsers, servers, fsyncs), not computing.
	$(BIN)/pytest -n 2 --dist loadfile

# The screenshots of docs/screenshots, taken by the browser tests at 390 x 844 (French).
screenshots: $(VENV)/.installed-test browser
	SCREENSHOTS_DIR=docs/screenshots $(BIN)/pytest tests/browser -q -k "not access_log"
	$(BIN)/python -m tests.browser.screenshots_memory docs/screenshots

bench: $(VENV)/.installed-test postgres
	@command -v wrk >/dev/null || (apt-get update -qq && apt-get install -y -qq wrk >/dev/null)
	$(BIN)/python -m tests.bench

clean:
	rm -rf $(VENV) $(VENDOR)/node_modules service/build .pytest_cache .ruff_cache .hypothesis
