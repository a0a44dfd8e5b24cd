#!/usr/bin/env python3
"""Keeps HeadlessKit's rooms in layers and its state out of statics.

The rooms are the top-level folders of Sources/HeadlessKit, listed bottom-up in ARCHITECTURE.md
(the numbered list under "## The rooms"). A room may use the rooms listed before it, never those
listed after it. A use is either a type declared at the top level of a higher room, or a member
that only a higher room declares (in an extension or a type body) and the lower room does not
declare itself. Strings and comments are not code; string interpolations are.

The statics check fails on mutable process-wide state: stored `static var`/`class var`
(`@TaskLocal` ones are scoped to a task and allowed), `nonisolated(unsafe)`, top-level `var`s,
and `static let`s that hold an instance of one of HeadlessKit's classes.

Usage:
  layers.py              check both; print every violation; exit 1 if there are any
  layers.py --report     print, for every pair of rooms, how many uses cross between them
  layers.py --self-test  plant an upward type use, an upward member use and a mutable static in a
                         copy of the sources and check that each one is caught
--statics-only DIR runs only the statics check over every Swift file under DIR (a module without
rooms, such as the testing library).
Options: --sources DIR (default Sources/HeadlessKit), --architecture FILE (default ARCHITECTURE.md),
         --rooms A,B,C (the order bottom-up, instead of reading ARCHITECTURE.md).
"""
import os
import re
import shutil
import sys
import tempfile
from collections import defaultdict

IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
TYPE_KEYWORDS = {"class", "struct", "enum", "protocol", "actor", "typealias"}
MEMBER_KEYWORDS = {"func", "var", "let", "case"}
KEYWORDS = TYPE_KEYWORDS | MEMBER_KEYWORDS | {"static", "final", "open", "public", "private", "internal",
                                             "fileprivate", "package", "override", "lazy", "weak", "unowned",
                                             "mutating", "nonisolated", "init", "deinit", "subscript", "in"}
INIT_MODIFIERS = {"required", "convenience"}
# Names too common to attribute to one room: the standard library's and Foundation's members.
COMMON = set("""
    init deinit self Self super description count first last isEmpty append remove insert map filter
    reduce contains index indices min max values keys rawValue hash hashValue next value size width
    height origin x y minX minY maxX maxY midX midY zero identity none some error result body name
    kind message objects offset from to at in of with for by where all any on off start end update
    run stop reset clear add removeAll sorted reversed compactMap flatMap forEach prefix suffix
    dropFirst dropLast lowercased uppercased joined split components duration seconds now state
    isValid invalidate equal lessThanOrEqual greaterThanOrEqual horizontal vertical top bottom left
    right leading trailing center animated completion parent children window view views subviews
    superview frame bounds constant priority identifier item items isActive action handler options
    mode order repeats callback arguments delegate events lines log names report deliver type
    set get label main shared current URL continue minimum maximum preferred continuous contents
""".split())


def strip(source):
    """The source with comments and string literal text blanked out (newlines and interpolated
    code kept), so that only code is searched."""
    out = []
    i, n = 0, len(source)
    # A stack of contexts: ("code", paren_depth_for_interpolation) or ("string", multiline)
    stack = [("code", 0)]
    while i < n:
        kind, info = stack[-1]
        c = source[i]
        if kind == "code":
            if source.startswith("//", i):
                j = source.find("\n", i)
                j = n if j < 0 else j
                out.append(" " * (j - i))
                i = j
                continue
            if source.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if source.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif source.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
                out.append("".join("\n" if ch == "\n" else " " for ch in source[i:j]))
                i = j
                continue
            if source.startswith('"""', i):
                stack.append(("string", True))
                out.append('"""')
                i += 3
                continue
            if c == '"':
                stack.append(("string", False))
                out.append('"')
                i += 1
                continue
            if info is not None and len(stack) > 1:
                if c == "(":
                    stack[-1] = ("code", info + 1)
                elif c == ")":
                    if info == 0:
                        stack.pop()   # end of an interpolation: back into the string
                        out.append(")")
                        i += 1
                        continue
                    stack[-1] = ("code", info - 1)
            out.append(c)
            i += 1
        else:   # inside a string literal
            multiline = info
            if c == "\\" and i + 1 < n:
                if source[i + 1] == "(":
                    stack.append(("code", 0))
                    out.append("\\(")
                    i += 2
                    continue
                out.append("  ")
                i += 2
                continue
            if multiline and source.startswith('"""', i):
                stack.pop()
                out.append('"""')
                i += 3
                continue
            if not multiline and c == '"':
                stack.pop()
                out.append('"')
                i += 1
                continue
            out.append("\n" if c == "\n" else " ")
            i += 1
    return "".join(out)


class SourceFile:
    def __init__(self, path, room):
        self.path = path
        self.room = room
        with open(path, encoding="utf-8") as handle:
            self.code = strip(handle.read())
        self.types = set()          # top-level type names
        self.class_types = set()    # top-level class names
        self.members = set()        # members declared in extensions and type bodies
        self.declared = set()       # every name this file declares in any way (locals, labels…)
        self.scan()

    def scan(self):
        tokens = list(re.finditer(r"[A-Za-z_][A-Za-z0-9_]*|[{}():]", self.code))
        depth = 0
        for index, token in enumerate(tokens):
            text = token.group()
            if text == "{":
                depth += 1
                continue
            if text == "}":
                depth -= 1
                continue
            following = tokens[index + 1].group() if index + 1 < len(tokens) else ""
            if following == ":" and IDENTIFIER.fullmatch(text):
                self.declared.add(text)   # a label, a parameter, a typed local
            if following in KEYWORDS:
                continue
            if text in TYPE_KEYWORDS and IDENTIFIER.fullmatch(following):
                self.declared.add(following)
                if depth == 0:
                    self.types.add(following)
                    if text == "class":
                        self.class_types.add(following)
                else:
                    self.members.add(following)
            elif text in MEMBER_KEYWORDS and IDENTIFIER.fullmatch(following):
                self.declared.add(following)
                if depth == 1:
                    self.members.add(following)
            elif text in ("for", "guard", "if", "while") and following in ("let", "var", "case"):
                pass

    def identifiers(self):
        for match in IDENTIFIER.finditer(self.code):
            # `required init` and `convenience init` are declaration modifiers, not members.
            if match.group() in INIT_MODIFIERS:
                following = IDENTIFIER.search(self.code, match.end())
                if following and following.group() in INIT_MODIFIERS | KEYWORDS:
                    continue
            yield match.group(), self.code.count("\n", 0, match.start()) + 1


def load(sources, rooms):
    files = []
    for room in rooms:
        folder = os.path.join(sources, room)
        for root, _, names in os.walk(folder):
            for name in sorted(names):
                if name.endswith(".swift"):
                    files.append(SourceFile(os.path.join(root, name), room))
    unknown = sorted(
        entry for entry in os.listdir(sources)
        if os.path.isdir(os.path.join(sources, entry)) and not entry.endswith(".docc") and entry not in rooms)
    return files, unknown


def uses(files, rooms):
    """Every use of a name declared only in another room: (file, line, name, used room)."""
    position = {room: index for index, room in enumerate(rooms)}
    type_room = {}
    for file in files:
        for name in file.types:
            type_room.setdefault(name, file.room)
    member_rooms = defaultdict(set)
    declared_rooms = defaultdict(set)
    for file in files:
        for name in file.members:
            member_rooms[name].add(file.room)
        for name in file.declared | file.types:
            declared_rooms[name].add(file.room)
    found = []
    for file in files:
        for name, line in file.identifiers():
            if name in file.types:
                continue
            owner = type_room.get(name)
            if owner and owner != file.room:
                found.append((file, line, name, owner))
                continue
            if name in COMMON or name not in member_rooms or name in type_room:
                continue
            here = position[file.room]
            if any(position[room] <= here for room in declared_rooms[name]):
                continue   # declared here or below: the name is this room's own
            owners = sorted(member_rooms[name], key=position.get)
            found.append((file, line, name, owners[0]))
    return found


def statics(files):
    class_names = set().union(*(file.class_types for file in files)) if files else set()
    # A final class that conforms to Sendable can only hold `let`s of Sendable values (the compiler
    # checks it), so a shared instance is an immutable value, like a struct's.
    immutable = set()
    for file in files:
        for name, clause in re.findall(r"\bfinal\s+class\s+(\w+)\s*:([^{]*)", file.code):
            if re.search(r"\bSendable\b", clause) and "@unchecked" not in clause:
                immutable.add(name)
    class_names -= immutable
    problems = []
    for file in files:
        lines = file.code.split("\n")
        depth = 0
        for number, line in enumerate(lines, 1):
            stripped = line.strip()
            if re.search(r"\bnonisolated\s*\(\s*unsafe\s*\)", stripped):
                problems.append((file, number, "nonisolated(unsafe) state"))
            stored_static = re.search(r"\b(static|class)\s+(?:[a-z()_]+\s+)*var\s+(\w+)", stripped)
            if stored_static and "@TaskLocal" not in stripped and "@TaskLocal" not in lines[number - 2]:
                rest = stripped[stored_static.end():]
                computed = re.match(r"\s*:\s*[^=]+\{\s*$", rest) or re.match(r"\s*:\s*[^=]+\{.*\}\s*$", rest)
                if not computed:
                    problems.append((file, number, f"mutable static `{stored_static.group(2)}`"))
            shared = re.search(r"\bstatic\s+(?:[a-z()_]+\s+)*let\s+(\w+)\s*(?::\s*(\w+))?\s*=\s*(?:(\w+)\s*\()?", stripped)
            if shared:
                held = shared.group(2) or shared.group(3)
                if held in class_names:
                    problems.append((file, number, f"static `{shared.group(1)}` holds a shared {held} instance"))
            if depth == 0 and re.match(r"(?:(?:public|internal|private|fileprivate|package)\s+)?var\s+\w+", stripped):
                problems.append((file, number, "top-level mutable variable"))
            depth += line.count("{") - line.count("}")
    return problems


def read_rooms(architecture):
    rooms = []
    in_section = False
    with open(architecture, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("## "):
                in_section = line.strip() == "## The rooms"
                continue
            match = re.match(r"\s*\d+\.\s+\*\*(\w+)\*\*", line)
            if in_section and match:
                rooms.append(match.group(1))
    if not rooms:
        sys.exit(f"{architecture}: no numbered list of rooms (1. **Name** …) under '## The rooms'")
    return rooms


def relative(file):
    return os.path.relpath(file.path)


def check(sources, rooms, quiet=False):
    files, unknown = load(sources, rooms)
    position = {room: index for index, room in enumerate(rooms)}
    upward = [use for use in uses(files, rooms) if position[use[3]] > position[use[0].room]]
    problems = statics(files)
    if not quiet:
        for room in unknown:
            print(f"{sources}/{room}: a folder that is not a room; list it in ARCHITECTURE.md")
        for file, line, name, owner in upward:
            print(f"{relative(file)}:{line}: {file.room} uses `{name}` from {owner}, a room above it")
        for file, line, what in problems:
            print(f"{relative(file)}:{line}: {what}; state hangs off an application, a window or a run loop")
    return upward, problems, unknown


def report(sources, rooms):
    files, _ = load(sources, rooms)
    counts = defaultdict(int)
    for file, _, _, owner in uses(files, rooms):
        counts[(file.room, owner)] += 1
    position = {room: index for index, room in enumerate(rooms)}
    pairs = sorted({tuple(sorted(pair, key=position.get)) for pair in counts}, key=lambda p: (position[p[0]], position[p[1]]))
    print(f"{'lower room':<14} {'higher room':<14} {'down (higher uses lower)':>25} {'up (lower uses higher)':>23}")
    for low, high in pairs:
        print(f"{low:<14} {high:<14} {counts[(high, low)]:>25} {counts[(low, high)]:>23}")
    print(f"total: {sum(v for (a, b), v in counts.items() if position[a] > position[b])} down, "
          f"{sum(v for (a, b), v in counts.items() if position[a] < position[b])} up")


def self_test(sources, rooms):
    """Plants each kind of violation in a copy of the sources and checks that it is caught."""
    clean_upward, clean_statics, clean_unknown = check(sources, rooms, quiet=True)
    if clean_upward or clean_statics or clean_unknown:
        sys.exit("self-test: the sources are not clean to begin with; run the check first")
    files, _ = load(sources, rooms)
    lowest, highest = rooms[0], rooms[-1]
    high_type = next(iter(sorted(set().union(*(f.types for f in files if f.room == highest)))))
    high_member = next(
        name for name in sorted(set().union(*(f.members for f in files if f.room == highest)))
        if name not in COMMON and not any(name in f.declared for f in files if f.room != highest))
    plants = {
        "an upward type use": f"func plantedTypeUse(_ value: {high_type}) {{}}\n",
        "an upward member use": f"func plantedMemberUse(_ value: AnyObject) {{ _ = (value as AnyObject).{high_member} }}\n",
        "a mutable static": "enum PlantedState { static var counter = 0 }\n",
    }
    failures = []
    for label, code in plants.items():
        with tempfile.TemporaryDirectory() as scratch:
            copy = os.path.join(scratch, "Sources")
            shutil.copytree(sources, copy)
            with open(os.path.join(copy, lowest, "Planted.swift"), "w", encoding="utf-8") as handle:
                handle.write(code)
            upward, problems, _ = check(copy, rooms, quiet=True)
            caught = bool(upward) if "upward" in label else bool(problems)
            print(f"self-test: {label} in {lowest} is {'caught' if caught else 'NOT caught'}")
            if not caught:
                failures.append(label)
    if failures:
        sys.exit(1)


def main(arguments):
    def option(name, default):
        return arguments[arguments.index(name) + 1] if name in arguments else default
    sources = option("--sources", "Sources/HeadlessKit")
    rooms = option("--rooms", None)
    rooms = rooms.split(",") if rooms else read_rooms(option("--architecture", "ARCHITECTURE.md"))
    if "--report" in arguments:
        report(sources, rooms)
        return
    if "--self-test" in arguments:
        self_test(sources, rooms)
        return
    if "--statics-only" in arguments:
        # A module without rooms (the testing library): only the state check applies.
        folder = option("--statics-only", None)
        files = [SourceFile(os.path.join(root, name), "module")
                 for root, _, names in sorted(os.walk(folder)) for name in sorted(names) if name.endswith(".swift")]
        problems = statics(files)
        for file, line, what in problems:
            print(f"{relative(file)}:{line}: {what}; state hangs off a host, an application or a run loop")
        if problems:
            sys.exit(1)
        print(f"statics: {folder} holds no mutable process-wide state")
        return
    upward, problems, unknown = check(sources, rooms)
    if upward or problems or unknown:
        sys.exit(1)
    print(f"layers: {len(rooms)} rooms, every use points down; no mutable statics")


if __name__ == "__main__":
    main(sys.argv[1:])
