# Lists public symbols declared in Sources/ whose doc comment is missing or only inherited
# from a protocol; exits 1 if there are any. Usage: undocumented-symbols.py SYMBOL_GRAPH_DIR
import json, sys, glob
missing = []
for path in glob.glob(sys.argv[1] + "/*.symbols.json"):
    graph = json.load(open(path))
    for symbol in graph["symbols"]:
        location = symbol.get("location", {}).get("uri", "")
        if "/Sources/" not in location:
            continue
        comment = symbol.get("docComment")
        if not comment or comment.get("module") != graph["module"]["name"]:   # inherited docs do not count
            missing.append(f'{location.split("/Sources/")[1]}:{symbol["location"]["position"]["line"]+1} {".".join(symbol["pathComponents"])}')
print("\n".join(sorted(missing)) or "every public symbol declared in Sources/ has a doc comment")
sys.exit(1 if missing else 0)
