#!/usr/bin/env bash
# Fetches MLIR 19's own test files, exactly the release Debian ships as
# mlir-19-tools, from Debian's source package, for upstream.py to measure
# Assay against:
#
#   test/conformance/fetch-mlir-tests.sh DIR
#
# DIR receives the parts of mlir/test that cover what Assay implements (the
# dialects, IR, Transforms, SCFToControlFlow). Nothing is written inside this
# repository unless DIR points there: MLIR's tests are MLIR's, and stay out
# of Assay's history. Needs `deb-src` for bookworm in APT's sources (the
# script adds a sources file for it when none is configured, as root).
set -euo pipefail
dest=${1:?usage: fetch-mlir-tests.sh DIR}
mkdir -p "$dest"
dest=$(cd "$dest" && pwd)

if ! apt-cache showsrc llvm-toolchain-19 >/dev/null 2>&1 ||
   [ -z "$(apt-cache showsrc llvm-toolchain-19 2>/dev/null)" ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: bookworm\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' |
    $sudo tee /etc/apt/sources.list.d/assay-deb-src.sources >/dev/null
  $sudo apt-get update -q
fi

# The version of the source must be the installed tools' version.
want=$(dpkg-query -W -f='${Version}' mlir-19-tools)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && apt-get source --download-only -q "llvm-toolchain-19=$want" >/dev/null)
tarball=$(ls "$work"/llvm-toolchain-19_*.orig.tar.xz)
top=$(basename "$tarball" .orig.tar.xz) # the tarball's top folder
parts=(Dialect/Arith Dialect/Func Dialect/ControlFlow Dialect/SCF Dialect/MemRef
       Dialect/Math Dialect/Index Dialect/UB Dialect/IRDL IR Transforms
       Conversion/SCFToControlFlow)
tar -xJf "$tarball" -C "$work" "${parts[@]/#/$top/mlir/test/}"
for p in "${parts[@]}"; do
  mkdir -p "$dest/$p"
  cp -r "$work/$top/mlir/test/$p/." "$dest/$p/"
done
echo "$want" > "$dest/VERSION"
echo "fetch-mlir-tests: MLIR $want tests in $dest ($(find "$dest" -name '*.mlir' | wc -l) files)"
