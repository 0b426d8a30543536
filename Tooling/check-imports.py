#!/usr/bin/env python3
"""Checks that every target's Package.swift dependencies equal the modules its files import.

A dependency no file imports is dead weight for every downstream package; an import the target
does not declare compiles only by accident (a module reached through another dependency).
Executable targets listed as dependencies are allowed: tests depend on them so that SwiftPM builds
the binaries they run. A test target `XTests` may leave unimported what its module X depends on,
and test-support modules (`…Testing`): Package.swift's feature table gives every feature's tests
those. Toolchain modules (Foundation, Testing, Dispatch...) need no declaration.
Run from anywhere: python3 Tooling/check-imports.py
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOLCHAIN = {
    "Foundation", "FoundationEssentials", "FoundationNetworking", "Testing", "XCTest", "Dispatch",
    "Synchronization", "Glibc", "Darwin", "_Concurrency", "os",
}
IMPORT = re.compile(r"^(?:@\w+ )*(?:internal |public |private |package )?import (?:struct |class |enum |func |protocol )?(\w+)", re.M)


def main() -> int:
    description = json.loads(
        subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, capture_output=True, text=True, check=True).stdout)
    executables = {t["name"] for t in description["targets"] if t["type"] == "executable"}
    declared_by = {t["name"]: declared_dependencies(t) for t in description["targets"]}
    problems = []
    for target in description["targets"]:
        declared = declared_dependencies(target)
        imported = set()
        for folder, subfolders, files in os.walk(os.path.join(ROOT, target["path"])):
            # A DocC catalog is not compiled (FeatureKit's shows the tutorial's files in it).
            subfolders[:] = [name for name in subfolders if not name.endswith(".docc")]
            for name in files:
                if name.endswith(".swift"):
                    with open(os.path.join(folder, name), encoding="utf-8") as source:
                        imported.update(IMPORT.findall(source.read()))
        imported -= TOOLCHAIN
        unused = declared - imported - executables
        if target["type"] == "test":
            module = target["name"][: -len("Tests")]
            unused -= declared_by.get(module, set()) | {module}
            unused = {name for name in unused if not name.endswith("Testing")}
        undeclared = imported - declared
        if unused:
            problems.append(f"{target['name']}: declared but never imported: {', '.join(sorted(unused))}")
        if undeclared:
            problems.append(f"{target['name']}: imported but not declared: {', '.join(sorted(undeclared))}")
    for problem in problems:
        print(problem)
    print("imports: dependencies equal imports" if not problems else f"imports: {len(problems)} problem(s)")
    return 1 if problems else 0


def declared_dependencies(target) -> set:
    declared = set()
    for dependency in target["dependencies"]:
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                declared.add(dependency[kind][0])
    return declared


if __name__ == "__main__":
    sys.exit(main())
