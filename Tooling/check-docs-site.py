#!/usr/bin/env python3
"""Checks the static documentation site that `Tooling/docs.sh --static` built, as a reader's
browser would find it: every page a link, the navigation or a topic group points to exists (its
HTML shell and its data), every code listing and tutorial file has code, every image a page shows
is there, and the pages load from a local web server with the site's scripts and styles.
Run from anywhere, after docs.sh --static: python3 Tooling/check-docs-site.py
"""
import http.server
import json
import os
import sys
import threading
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SITE = os.path.join(ROOT, ".build", "docs", "site")


def pages(module_dir):
    data = os.path.join(module_dir, "data")
    for folder, _, files in os.walk(data):
        for name in files:
            if name.endswith(".json"):
                path = os.path.join(folder, name)
                yield path, json.load(open(path, encoding="utf-8"))


def listings(node):
    """Every code listing in a page's content, as (syntax, lines)."""
    if isinstance(node, dict):
        if node.get("type") == "codeListing":
            yield node.get("syntax"), node.get("code", [])
        for value in node.values():
            yield from listings(value)
    elif isinstance(node, list):
        for value in node:
            yield from listings(value)


def check_module(module, problems):
    module_dir = os.path.join(SITE, module)
    count = 0
    for path, page in pages(module_dir):
        where = os.path.relpath(path, module_dir)
        count += 1
        for key, reference in page.get("references", {}).items():
            kind, url = reference.get("type"), reference.get("url", "")
            if kind == "topic" and url.startswith("/"):
                target = url.strip("/").split("#")[0]
                # A tutorials volume's chapter is a section of the volume's page, not a page.
                if target.startswith("tutorials/") and not os.path.exists(os.path.join(module_dir, target)):
                    target = os.path.dirname(target)
                shell = os.path.join(module_dir, target, "index.html")
                data = os.path.join(module_dir, "data", target + ".json")
                if not (os.path.exists(shell) and os.path.exists(data)):
                    problems.append(f"{module}/{where}: links to {url}, which has no page")
            elif kind == "link" and not url.startswith(("http://", "https://", "mailto:")):
                problems.append(f"{module}/{where}: a link to {url}, which leads nowhere on the site")
            elif kind == "file" and not reference.get("content"):
                problems.append(f"{module}/{where}: the code file {key} is empty")
            elif kind == "image":
                for variant in reference.get("variants", []):
                    # The data names an image from the module's root: /images/<bundle id>/<name>.
                    if not os.path.exists(os.path.join(module_dir, variant["url"].lstrip("/"))):
                        problems.append(f"{module}/{where}: the image {variant['url']} is missing")
        for syntax, code in listings(page):
            if not any(line.strip() for line in code):
                problems.append(f"{module}/{where}: an empty {syntax or 'code'} listing")
    if count < 2:
        problems.append(f"{module}: only {count} page(s) built")
    return count


def serve_and_fetch(modules, problems):
    handler = lambda *args: http.server.SimpleHTTPRequestHandler(*args, directory=SITE)
    http.server.SimpleHTTPRequestHandler.log_message = lambda *args: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        for module in modules:
            lower = module.lower()
            url = f"{base}/{module}/documentation/{lower}/"
            html = urllib.request.urlopen(url).read().decode("utf-8")
            for needed in (f'src="/{module}/js/', f'href="/{module}/css/'):
                if needed not in html:
                    problems.append(f"{url}: the page does not load the site's {needed.split('/')[-2]} from /{module}/")
            for asset in [part.split('"')[0] for part in html.split(f'"/{module}/')[1:]]:
                if asset.startswith(("js/", "css/")):
                    urllib.request.urlopen(f"{base}/{module}/{asset}").read()
            data = json.loads(urllib.request.urlopen(f"{base}/{module}/data/documentation/{lower}.json").read())
            if not data.get("topicSections"):
                problems.append(f"{url}: the landing page has no topic groups")
    finally:
        server.shutdown()


def main():
    if not os.path.isdir(SITE):
        print("check-docs-site: no site; run Tooling/docs.sh --static first", file=sys.stderr)
        return 2
    modules = sorted(name for name in os.listdir(SITE) if os.path.isdir(os.path.join(SITE, name)))
    problems = []
    total = sum(check_module(module, problems) for module in modules)
    serve_and_fetch(modules, problems)
    for problem in problems:
        print(problem)
    print(f"docs site: {len(modules)} modules, {total} pages" + (f", {len(problems)} problem(s)" if problems else ", every link, listing and image found"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
