#!/usr/bin/env bash
# Installs what the build and the tests need, idempotently and quietly when it is present.
#   scripts/setup.sh build   the wasm target, wasm-bindgen-cli, wasm-pack, npm packages (wasm-opt)
#   scripts/setup.sh test    all of that, plus Debian's chromium and chromium-driver
#   scripts/setup.sh native  rustfmt and clippy alone (make test's native lane)
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-build}
export PATH="$HOME/.cargo/bin:$PATH"

say() { echo "setup: $*" >&2; }

# `cargo install --locked` first, as the lockfile of the tool is the tested set; a locked
# dependency that the registry no longer serves (seen: webpki-roots 1.0.11 for
# wasm-bindgen-cli 0.2.130) makes it fail, and then a fresh resolution is the only way. The
# locked attempt's messages are shown only if the fresh one fails too: a first run that
# succeeds prints no `error:` line.
# The tools build unoptimised: wasm-bindgen-cli and wasm-pack then build in 48 s each instead of
# 112 s and 89 s (2 cores), and wasm-bindgen takes 0.39 s instead of 0.09 s on the 1.6 MB module
# with every game, nine modules a build: 3 s spent to save 105 s on a fresh machine.
quick_tool_build=(CARGO_PROFILE_RELEASE_OPT_LEVEL=0 CARGO_PROFILE_RELEASE_DEBUG=0
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=256)
cargo_install() {
  say "installing $* (about a minute, once)"
  local log
  log=$(mktemp)
  if ! env "${quick_tool_build[@]}" cargo install --quiet --locked "$@" 2>"$log"; then
    say "the tool's own lockfile names a crate the registry no longer serves; resolving afresh"
    if ! env "${quick_tool_build[@]}" cargo install --quiet "$@"; then
      cat "$log" >&2
      rm -f "$log"
      return 1
    fi
  fi
  rm -f "$log"
}

# make test checks formatting and lints.
for component in rustfmt clippy; do
  if ! rustup component list --installed 2>/dev/null | grep -q "^$component"; then
    say "adding the $component component"
    rustup component add "$component" >&2
  fi
done
[ "$what" != native ] || exit 0

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown >&2
fi

# npm dev packages (binaryen's wasm-opt, playwright-core) from the committed lockfile.
# The stamp is the lockfile that node_modules was last installed from.
install_npm() {
  if ! cmp -s package-lock.json node_modules/.installed-from-lock 2>/dev/null; then
    say "npm ci"
    npm ci --no-audit --no-fund --loglevel=error >&2
    cp package-lock.json node_modules/.installed-from-lock
  fi
}

# Debian's packages the tests use: the browser and its driver; Hugo and Jekyll, whose renderers
# the shortcodes' test renders a post with (e2e/generators.test.mjs); poppler's pdftoppm, which
# make shots renders the printed PDFs with. One apt-get run for whatever is missing.
install_debian() {
  local missing=()
  command -v chromium >/dev/null || missing+=(chromium)
  command -v chromedriver >/dev/null || missing+=(chromium-driver)
  command -v hugo >/dev/null || missing+=(hugo)
  command -v jekyll >/dev/null || missing+=(jekyll)
  command -v pdftoppm >/dev/null || missing+=(poppler-utils)
  if [ ${#missing[@]} -gt 0 ]; then
    say "installing ${missing[*]} from Debian"
    apt-get update -qq >&2
    # Without the packages they only recommend (a printing system, Samba's libraries, Perl's
    # web modules, avahi, udev: 98 of the 171 on a fresh machine), which headless tests never
    # use: 73 packages, 11 s instead of 24 s with the downloads cached.
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
}

# The downloads wait on the network and the tools' builds on the processor, so they run together:
# npm and apt in the background while cargo builds.
install_npm &
npm_job=$!
debian_job=
if [ "$what" = test ]; then
  install_debian &
  debian_job=$!
fi

# wasm-bindgen-cli must be exactly the wasm-bindgen version in Cargo.lock.
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$bindgen_version" ]; then
  cargo_install wasm-bindgen-cli --version "$bindgen_version"
fi
command -v wasm-pack >/dev/null || cargo_install wasm-pack

wait "$npm_job"
[ -z "$debian_job" ] || wait "$debian_job"
