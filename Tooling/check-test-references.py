#!/usr/bin/env python3
"""Checks that every test a document names exists, so a guarantee never points at nothing.

The contracts name the tests that show each guarantee: `Suite.function`, a bare `Suite`, or a
list that continues with `.function` after a named one (`ReplayAndAsyncTests.asyncIteration`,
`.producerFromAsync`). Swift Testing identifies a test by its type and function, so that is
what `swift test --filter` finds: a file name, or a function of another type, finds nothing.
A `Suite` must be a type declared (or extended) under Tests/, and each function must be declared
in one of the files that declare or extend that type. Names of test targets (`DemoTests`) are
folders under Tests/ and count as found.
Run from anywhere: python3 Tooling/check-test-references.py
"""
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TYPE = re.compile(r"\b(?:struct|class|enum|extension)\s+([A-Z]\w*)")
FUNC = re.compile(r"\bfunc\s+(\w+)")
# A backticked reference, and what follows it up to the next backtick: a continuation `.name`
# belongs to the list only when a comma or "and" is all that stands between them.
REFERENCE = re.compile(r"`([A-Z]\w*Tests?)(?:\.(\w+))?`((?:\s*(?:,|and)\s*`\.\w+`)*)")
CONTINUATION = re.compile(r"`\.(\w+)`")


def test_declarations():
    """Type name -> the functions declared in the files that declare or extend it."""
    functions_of = {}
    for path in glob.glob(os.path.join(ROOT, "Tests", "**", "*.swift"), recursive=True):
        with open(path, encoding="utf-8") as file:
            source = file.read()
        functions = set(FUNC.findall(source))
        for name in TYPE.findall(source):
            functions_of.setdefault(name, set()).update(functions)
    return functions_of


def documents():
    """Each Markdown file once: a link (a catalog's Contract.md, a module linked into a fuzz
    target) is read where it points."""
    seen = set()
    for path in sorted(glob.glob(os.path.join(ROOT, "**", "*.md"), recursive=True)):
        relative = os.path.relpath(path, ROOT)
        real = os.path.realpath(path)
        if any(part.startswith(".build") for part in relative.split(os.sep)) or real in seen:
            continue
        seen.add(real)
        yield os.path.relpath(real, ROOT), real


def main() -> int:
    functions_of = test_declarations()
    targets = set(os.listdir(os.path.join(ROOT, "Tests")))
    missing = []
    for relative, path in documents():
        with open(path, encoding="utf-8") as file:
            text = file.read()
        for match in REFERENCE.finditer(text):
            suite, function, rest = match.group(1), match.group(2), match.group(3)
            line = text.count("\n", 0, match.start()) + 1
            if suite not in functions_of:
                if function is None and suite in targets:
                    continue
                missing.append(f"{relative}:{line}: no test type `{suite}` under Tests/")
                continue
            for name in ([function] if function else []) + CONTINUATION.findall(rest):
                if name not in functions_of[suite]:
                    missing.append(f"{relative}:{line}: `{suite}` has no test `{name}`")
    for problem in missing:
        print(problem)
    if missing:
        print(f"{len(missing)} test reference(s) name no test")
        return 1
    print("test references: every named test exists")
    return 0


if __name__ == "__main__":
    sys.exit(main())
