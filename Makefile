# The two commands a newcomer needs: `make serve` and `make test`. Both install what is
# missing first (scripts/setup.sh), so a fresh machine needs no step of its own.
PORT ?= 8080
# The wasm build's profile in wasm-pack.toml: release, or dev while editing (make serve PROFILE=dev).
PROFILE ?= release
SHELL := /bin/bash
export PATH := $(CURDIR)/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
export CHROMEDRIVER ?= /usr/bin/chromedriver

RUST_SOURCES := $(shell find src crates -name '*.rs' -o -name Cargo.toml) Cargo.toml Cargo.lock wasm-pack.toml scripts/wasm.mjs
# Where wasm-pack.toml sends the build.
OUT := $(shell node scripts/wasm.mjs --out-dir)
# What a page loads (make wasm, so make serve): each game's two modules, pkg/games/NAME and
# pkg/panels/NAME, and the list of games, written after them.
PAGE := $(OUT)/games.json
# The module with every game, pkg/ itself: the npm package's main entry, the offline file's and
# the Node tests'. No page loads it and it reads every game's sources, so it is built only for
# what uses it (make package, make dist, the tests, make bench): in the dev loop a one-line
# change in one game rebuilds that game's two modules, not a third (issue 49).
WASM := $(OUT)/verdict_playground_bg.wasm

.PHONY: serve test test-web test-long test-native test-wasm test-types test-e2e bench setup setup-test setup-native wasm package bundles dist shots fuzz mutants clean

serve: setup wasm bundles
	PORT=$(PORT) node scripts/serve.mjs

# Two lanes at once (the machine's two cores): the native tests, and the web lane (its tools, the
# wasm modules, the tests that need them). Each lane's output is printed whole when it ends. The
# lanes share no cargo build directory (the native tests build in target/fast, the wasm in
# target/wasm32-unknown-unknown/release and target/release), so neither waits for the other's lock.
# The web lane is the longer one (its browser tests alone take 5 to 9 minutes), so the native
# lane runs at a lower priority: it takes the processor when the web lane waits (on downloads,
# a browser's frames) and no longer slows the web lane's builds. It needs only rustfmt and clippy,
# so it starts while the web lane still installs its tools.
test: setup-native
	@$(MAKE) --no-print-directory -j2 --output-sync=target test-native test-web NATIVE_NICE="nice -n 10"

# `$(call timed,NAME,COMMAND)`: runs COMMAND and says how long it took (docs/TESTING.md quotes
# these figures; the lanes print them when they end).
timed = start=$$SECONDS; $(2); status=$$?; echo "make: $(1) took $$((SECONDS - start)) s"; exit $$status

# The web lane's steps one after another (make -j2 would run them together, and the wasm tests'
# chromedriver failed to start in time beside two browser test files).
test-web:
	@$(call timed,setup (tools and packages),scripts/setup.sh test)
	@$(call timed,the wasm modules,$(MAKE) --no-print-directory package)
	@$(call timed,the wasm tests,$(MAKE) --no-print-directory test-wasm)
	@$(call timed,the types,$(MAKE) --no-print-directory test-types)
	@$(call timed,the browser tests,$(MAKE) --no-print-directory test-e2e)

setup:
	@scripts/setup.sh build

setup-test:
	@scripts/setup.sh test

setup-native:
	@scripts/setup.sh native

wasm: $(PAGE)

# The npm package in pkg/: the page's modules, the module with every game and the manifest
# (docs/PACKAGE.md).
package: $(WASM)

# scripts/wasm.mjs runs wasm-pack (which finds wasm-bindgen on PATH) and wasm-opt (npm's
# binaryen) with the settings of wasm-pack.toml, and builds only the modules whose sources
# changed (it keeps what each one's build read). A profile switch rebuilds.
$(PAGE): $(RUST_SOURCES) $(OUT)/.profile-$(PROFILE)
	node scripts/wasm.mjs --profile $(PROFILE)
	@touch $@

# After the page's modules (so that two builds never run at once under make -j), the rest.
$(WASM): $(PAGE) $(RUST_SOURCES) $(OUT)/.profile-$(PROFILE)
	node scripts/wasm.mjs --profile $(PROFILE) --package
	@touch $@

$(OUT)/.profile-$(PROFILE):
	@mkdir -p $(OUT) && rm -f $(OUT)/.profile-* && touch $@

# The embeds' bundles in www/min/ (scripts/bundle.mjs, esbuild; a fraction of a second): what a
# blog's reader downloads, with the core's glue minified. The page keeps its ES modules.
bundles: setup $(PAGE)
	node scripts/bundle.mjs

# NATIVE_NICE: `nice -n 10` when make test runs this lane beside the web lane (above).
test-native:
	cargo fmt --check
	@$(call timed,clippy,$(NATIVE_NICE) cargo clippy --profile fast --workspace --all-targets --quiet -- -D warnings)
	# The benchmarks are compiled (clippy above) but run only by make bench. The tests build in
	# the fast profile (Cargo.toml): release's code without its LTO, so a change relinks in seconds.
	@$(call timed,the native tests,$(NATIVE_NICE) cargo test --profile fast --lib --bins --tests)

# The tests marked #[ignore = "long: make test-long"]: the same properties as tests `make test`
# runs, on many more cases (minutes, not seconds), and the browser tests' sweeps (e2e/long.mjs:
# every width, theme and size where make test checks a few) in the files that have them. CI
# (.ci/run) runs them after make test.
LONG_E2E = $(shell grep -l "from './long.mjs'" e2e/*.test.mjs)
test-long: setup-test $(WASM) bundles dist
	cargo test --profile fast --lib --bins --tests -- --ignored
	# The wasm tests again, with the two long ones (the runner of this wasm-bindgen version reports
	# an ignored test as ignored under --ignored; --include-ignored runs them).
	cargo test --release --target wasm32-unknown-unknown --test web -- --include-ignored
	VERDICT_LONG=1 VERDICT_BUNDLES_BUILT=1 node --test --test-concurrency=1 $(LONG_E2E)

# wasm-bindgen-test in headless Chromium (runner in .cargo/config.toml, flags in webdriver.json).
test-wasm: $(WASM)
	cargo clippy --release --target wasm32-unknown-unknown --quiet -- -D warnings
	# The compact modules' code (every game, without the panels); the games as Cargo.toml has them.
	cargo clippy --release --target wasm32-unknown-unknown --quiet --package verdict-playground --no-default-features --features $$(node scripts/wasm.mjs --games) -- -D warnings
	cargo test --release --target wasm32-unknown-unknown --test web

# The package's TypeScript types (derived from the Rust types: `cargo test --lib typescript` in
# test-native), checked by the real compiler against what the module really returns, and a use of
# them that must compile (or fail to, where marked).
test-types: $(WASM)
	node scripts/check-types.mjs
	tsc -p tests/types

# With the bundles make just built (a test file run by hand builds them itself), two files at a
# time, each with its own server and Chromium: one file leaves the cores idle a third to a half of
# the time (its pages wait on frames and the test protocol's round trips). Measured: four files
# (cls, fit, lessons, play) took 92 s two at a time and 116 s one at a time. The load is a test
# too: under it, the component drew before its stylesheet arrived and the post jumped
# (e2e/cls.test.mjs has that case now).
test-e2e: $(WASM) bundles dist
	VERDICT_BUNDLES_BUILT=1 node --test --test-concurrency=2 e2e/

# One self-contained HTML file that works from disk (file://), wasm inlined. With
# PUBLIC_URL=https://host/path/ (where www/ is published) its links and embed snippets point
# there; without it, the file says it cannot make embed snippets.
dist: setup $(WASM)
	PUBLIC_URL='$(PUBLIC_URL)' node scripts/dist.mjs

# Screenshots of every game at 1280 and 375 px, light and dark, and the component on a light and
# a dark blog, written to shots/ to be looked at.
shots: setup-test wasm bundles
	node scripts/shots.mjs

# Mutation testing with cargo-mutants: plants one small bug at a time in the core (a changed
# operator, a constant return) and runs the tests; a mutant that survives is behaviour no test
# checks. The whole core is 2 806 mutants (about 12 hours on 2 cores), so a run takes the files
# named in MUTANTS_FILES (the laws by default) and the tests in MUTANTS_TESTS; the report lands in
# $(MUTANTS_OUT)/mutants.out/ (missed.txt: the survivors). The test selection is given to the
# build as well as to the run, so only those test binaries are rebuilt for each mutant (about
# 11 s instead of 30 s here). MUTANTS_FLAGS adds cargo-mutants options: `--iterate` with the same
# MUTANTS_OUT tests again only the mutants a previous run did not catch.
# `--workspace`: without it cargo-mutants (27.1) looks for the files in the root package alone and
# finds no mutant in a game's crate, and a run "passes" having tested nothing.
# A game's file and its crate's tests (each crate is one test binary, tests/it/).
MUTANTS_FILES ?= crates/auction/src/laws.rs
MUTANTS_TESTS ?= --package verdict-auction --lib --test it
MUTANTS_OUT ?= .
MUTANTS_FLAGS ?=
mutants: setup
	@command -v cargo-mutants >/dev/null || cargo install --locked cargo-mutants
	cargo mutants --workspace --profile mutants --timeout 120 -j 1 --output $(MUTANTS_OUT) $(MUTANTS_FLAGS) \
	  $(foreach f,$(MUTANTS_FILES),--file $(f)) $(foreach a,$(MUTANTS_TESTS),--cargo-arg=$(a))

# Fuzzing with cargo-fuzz (libFuzzer, on the nightly toolchain this machine has): each target
# for FUZZ_SECONDS, from corpora seeded with the public vectors. Crashes land in
# fuzz/artifacts/<target>/; each one found becomes a regression test.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := page_inputs judge_formats positions
fuzz: setup
	@command -v cargo-fuzz >/dev/null || cargo install --locked cargo-fuzz
	cargo run --release --quiet --example fuzz_seeds
	@for target in $(FUZZ_TARGETS); do \
	  cargo +nightly fuzz run --features link $$target fuzz/corpus/$$target -- -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 2>&1 \
	    | grep -E 'stat::number_of_executed_units|stat::peak_rss_mb|ERROR|panicked|^Done' | sed "s/^/$$target: /" ; \
	  test $${PIPESTATUS[0]} -eq 0 || exit 1; \
	done

bench: setup-test $(WASM) bundles
	cargo bench --bench solvers
	node bench/wasm.mjs
	node bench/page.mjs
	node bench/memory.mjs

clean:
	rm -rf $(OUT) target dist www/min
