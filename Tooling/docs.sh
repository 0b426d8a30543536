#!/usr/bin/env bash
# Builds the DocC documentation of every library product that has a catalog
# (Modules/**/<Module>.docc), with DocC's warnings as errors, so a broken symbol link or a stale
# reference fails.
#   Tooling/docs.sh                 every catalogued product, into .build/docs/<Module>.doccarchive
#   Tooling/docs.sh --static        the same as a static site (.build/docs/site/<Module>/...),
#                                   with .build/docs/site/index.html listing the modules
#   Tooling/docs.sh ReactiveCore    some modules only
# Uses the toolchain's `docc` and SwiftPM's symbol graphs (`swift package dump-symbol-graph`);
# no package plugin, so the library's users fetch nothing more.
set -euo pipefail
cd "$(dirname "$0")/.."

static=false
modules=()
for argument in "$@"; do
  case "$argument" in
    --static) static=true ;;
    -*) echo "docs.sh: unknown option $argument (use --static, or module names)" >&2; exit 2 ;;
    *) modules+=("$argument") ;;
  esac
done
if [ ${#modules[@]} -eq 0 ]; then
  while IFS= read -r catalog; do modules+=("$(basename "$catalog" .docc)"); done \
    < <(find Modules -name '*.docc' -type d | sort)
  # Every library product has a catalog: a new product without one fails here, by name.
  missing=$(swift package dump-package | python3 -c '
import json, sys
catalogued = set(sys.argv[1:])
products = [p["name"] for p in json.load(sys.stdin)["products"] if "library" in p["type"]]
print(" ".join(name for name in products if name not in catalogued))' "${modules[@]}")
  if [ -n "$missing" ]; then
    echo "docs.sh: these library products have no catalog (Modules/…/<Product>.docc): $missing" >&2
    echo "  A catalog is a folder <Product>.docc in the module's folder holding <Product>.md, the" >&2
    echo "  module's page, and Contract.md, a link to its README (see Modules/Features/Posts/Posts.docc" >&2
    echo "  and FeatureKit's README, \"How to add a feature\")." >&2
    exit 1
  fi
fi

swift package dump-symbol-graph --minimum-access-level public >/dev/null
graphs=$(dirname "$(find .build -path '*/symbolgraph/ReactiveCore.symbols.json' | head -1)")
out=.build/docs
rm -rf "$out" && mkdir -p "$out/site"

for module in "${modules[@]}"; do
  catalog=$(find Modules -type d -name "$module.docc" | head -1)
  if [ -z "$catalog" ]; then echo "docs.sh: $module has no catalog (Modules/…/$module.docc)" >&2; exit 1; fi
  # The module's own symbol graph and its extensions of other modules' types.
  moduleGraphs="$out/graphs/$module"
  mkdir -p "$moduleGraphs"
  cp "$graphs/$module.symbols.json" "$moduleGraphs/"
  find "$graphs" -name "$module@*.symbols.json" -exec cp {} "$moduleGraphs/" \;
  hosting=()
  if $static; then hosting=(--transform-for-static-hosting --hosting-base-path "$module"); fi
  echo "== $module"
  docc convert "$catalog" --additional-symbol-graph-dir "$moduleGraphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.reactivemvvm.$module" \
    --output-path "$out/$module.doccarchive" --warnings-as-errors "${hosting[@]}"
  if $static; then
    cp -R "$out/$module.doccarchive" "$out/site/$module"
  fi
done

if $static; then
  {
    echo '<!doctype html><meta charset="utf-8"><title>ReactiveMVVM documentation</title>'
    echo '<h1>ReactiveMVVM documentation</h1><ul>'
    for module in "${modules[@]}"; do
      lower=$(echo "$module" | tr '[:upper:]' '[:lower:]')
      echo "<li><a href=\"$module/documentation/$lower/\">$module</a></li>"
    done
    echo '</ul>'
  } > "$out/site/index.html"
  echo "static site: $out/site (serve it, e.g. python3 -m http.server -d $out/site)"
fi
