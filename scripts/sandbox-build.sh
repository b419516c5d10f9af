#!/usr/bin/env bash
# Builds the current work tree in a private copy (/tmp/wt-NAME), so that several people can build
# at once without sharing .docusaurus/ or build/. node_modules is hard-linked, not copied.
# Usage: scripts/sandbox-build.sh NAME   -> site in /tmp/wt-NAME/build
set -euo pipefail
name=${1:?usage: sandbox-build.sh NAME}
src=$(cd "$(dirname "$0")/.." && pwd)
wt=/tmp/wt-$name
mkdir -p "$wt"
rsync -a --delete --exclude node_modules --exclude build --exclude .docusaurus --exclude .git "$src/" "$wt/"
[ -d "$wt/node_modules" ] || cp -al "$src/node_modules" "$wt/node_modules"
cd "$wt" && npx docusaurus build
