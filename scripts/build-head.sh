#!/usr/bin/env bash
# Builds the last commit (not the work tree) in /tmp/wt-head: what CI would build.
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
rm -rf /tmp/wt-head && mkdir -p /tmp/wt-head
git -C "$src" archive HEAD | tar -x -C /tmp/wt-head
cp -al "$src/node_modules" /tmp/wt-head/node_modules
cd /tmp/wt-head && npx docusaurus build
