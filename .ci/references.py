#!/usr/bin/env python3
"""The repository explains itself: nothing in it points at a document it does not contain.

Fails on:
- references to material outside the repository: a `../shared` path, the design or contract
  documents the project started from, a numbered section of them ("§4"), a numbered reference
  trace ("S4", "seed S4", "S1–S8"), or an issue number ("issue 12");
- Markdown links whose target is not a file or folder of the repository;
- a `name.md` or `name.py` mentioned anywhere when no tracked file has that name.

Usage: references.py [--self-test]   (run from the repository root; checks `git ls-files`, minus .ci/)
"""
import os
import re
import subprocess
import sys
import tempfile

OUTSIDE = [
    (re.compile(r"\.\./shared"), "a path outside the repository"),
    (re.compile(r"lifecycle-contract|seed-traces|\bDESIGN\.md\b|\bDESIGN §|STYLE\.md"), "a document the repository does not contain"),
    (re.compile(r"\blifecycle contract\b|\bcontract §|§\s*\d", re.IGNORECASE), "a section of an outside contract"),
    (re.compile(r"\bseed(?:s| traces?)?\s*S\d|\bS\d+\s*[–-]\s*S\d+\b|\bseedS\d|\bseed traces?\b", re.IGNORECASE), "a numbered reference trace"),
    (re.compile(r"\bissues?\s*#?\d+", re.IGNORECASE), "an issue number"),
    (re.compile(r"\bseed\w*S\d"), "a numbered reference trace"),
]
# In Swift comments, a bare "S4" can only be a reference-trace number.
SWIFT_COMMENT_TRACE = re.compile(r"//.*\bS\d{1,2}\b")
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
FILE_NAME = re.compile(r"(?<![\w/.-])([\w.+-]+\.(?:md|py))\b")
TEXT = (".md", ".swift", ".py", ".c", ".h", ".sh", ".txt", ".json", ".yml", ".yaml")


def tracked_files():
    names = subprocess.run(["git", "ls-files"], capture_output=True, text=True, check=True).stdout.split("\n")
    return [name for name in names if name and not name.startswith(".ci/") and os.path.isfile(name)]


def problems_in(path, text, basenames, root):
    found = []
    for number, line in enumerate(text.split("\n"), 1):
        for pattern, what in OUTSIDE:
            match = pattern.search(line)
            if match:
                found.append(f"{path}:{number}: `{match.group()}` is {what}; say it in the repository's own documents")
        if path.endswith(".swift") and SWIFT_COMMENT_TRACE.search(line):
            found.append(f"{path}:{number}: a numbered reference trace in a comment; name the scenario instead")
        if path.endswith(".md"):
            for target in LINK.findall(line):
                if re.match(r"[a-z]+:", target) or target.startswith("#") or target.startswith("<"):
                    continue
                resolved = os.path.normpath(os.path.join(root, os.path.dirname(path), target.split("#")[0]))
                if not os.path.exists(resolved):
                    found.append(f"{path}:{number}: the link to `{target}` does not resolve inside the repository")
        for name in FILE_NAME.findall(line):
            if name not in basenames:
                found.append(f"{path}:{number}: `{name}` is not a file of the repository")
    return found


def check(root="."):
    files = tracked_files()
    basenames = {os.path.basename(name) for name in files}
    problems = []
    for path in files:
        if not path.endswith(TEXT) and os.path.basename(path) not in ("run",):
            continue
        with open(os.path.join(root, path), encoding="utf-8", errors="replace") as handle:
            problems += problems_in(path, handle.read(), basenames, root)
    return problems


def self_test():
    planted = "See DESIGN.md §4, seed S4 and issue 12; the [notes](../shared/notes.md) say so.\n"
    with tempfile.TemporaryDirectory() as scratch:
        found = problems_in("Planted.md", planted, {"README.md"}, scratch)
    expected = ["DESIGN.md", "§", "seed S4", "issue 12", "../shared", "does not resolve"]
    missing = [needle for needle in expected if not any(needle in problem for problem in found)]
    for needle in expected:
        print(f"self-test: a planted {needle!r} is {'NOT caught' if needle in missing else 'caught'}")
    if missing:
        sys.exit(1)


if __name__ == "__main__":
    if "--self-test" in sys.argv:
        self_test()
    else:
        problems = check()
        print("\n".join(problems) or "references: everything the repository points at is in it")
        sys.exit(1 if problems else 0)
