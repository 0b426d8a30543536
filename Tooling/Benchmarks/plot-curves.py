#!/usr/bin/env python3
"""Draws the scale curves of a benchmark run as one SVG (no third-party packages).

    .build/release/Benchmarks > plain.txt
    .build-cmo/release/Benchmarks > cmo.txt
    python3 plot-curves.py plain.txt [cmo.txt] > curves.svg

Four panels, each a workload measured at several sizes: C1 (chain length), O1 (observers on
one signal), L1 and L2 (rows bound to a table). ReactiveCore and OpenCombine from the same run;
the plain build solid, the CMO build (when given) dashed. The x axes are logarithmic, as the
sizes grow by factors; so are C1's y axis (OpenCombine is 5 to 40 times ReactiveCore there) and
L2's (its cost grows with the rows).
"""

import math
import re
import sys

ROW = re.compile(
    r"^(?P<id>\w+)\s+ReactiveCore (?P<value>[\d.]+) (?P<unit>\S+) \((?P<size>[^)]*)\)"
    r"(?:.*?\| OpenCombine (?P<oc>[\d.]+))?"
)


def read_rows(path):
    """Rows of one run: (id, unit, size text) -> (ReactiveCore value, OpenCombine value or None)."""
    rows = {}
    try:
        run = open(path, encoding="utf-8")
    except OSError as error:
        sys.exit(f"{path}: cannot read it ({error.strerror.lower()})")
    with run:
        for line in run:
            match = ROW.match(line)
            if match:
                key = (match["id"], match["unit"], match["size"])
                oc = float(match["oc"]) if match["oc"] else None
                rows[key] = (float(match["value"]), oc)
    return rows


def leading_number(text):
    """The first number in a size text: "16 maps" -> 16, "N = 1000" -> 1000."""
    return float(re.search(r"[\d.]+", text)[0])


def series(rows, workload, unit, side):
    """Points (size, value) of one workload and unit; side 0 is ReactiveCore, 1 OpenCombine."""
    points = [
        (leading_number(size), values[side])
        for (row_id, row_unit, size), values in rows.items()
        if row_id == workload and row_unit == unit and values[side] is not None
    ]
    return sorted(points)


PANELS = [
    {
        "title": "C1: a signal through n maps (ns per event)",
        "x": "maps",
        "log_y": True,
        "lines": [
            ("ReactiveCore, closure literals", "C1", "ns/event", 0, "#1f6feb"),
            ("ReactiveCore, a stored closure", "C1v", "ns/event", 0, "#8250df"),
            ("OpenCombine, closure literals", "C1", "ns/event", 1, "#cf222e"),
            ("OpenCombine, a stored closure", "C1v", "ns/event", 1, "#bc4c00"),
        ],
    },
    {
        "title": "O1: n observers on one signal (ns per observer)",
        "x": "observers",
        "log_y": False,
        "lines": [
            ("ReactiveCore attach", "O1", "ns/attach", 0, "#1f6feb"),
            ("ReactiveCore dispose", "O1", "ns/dispose", 0, "#8250df"),
            ("OpenCombine attach", "O1", "ns/attach", 1, "#cf222e"),
            ("OpenCombine dispose", "O1", "ns/dispose", 1, "#bc4c00"),
        ],
    },
    {
        "title": "L1: a 10-row changeset into a table of n rows (ns)",
        "x": "rows",
        "log_y": False,
        "lines": [("ReactiveCore + Bindings", "L1", "ns/changeset", 0, "#1f6feb")],
    },
    {
        "title": "L2: the D1 update of n rows, diffed, bound and drawn (ms)",
        "x": "rows",
        "log_y": True,
        "lines": [("ReactiveCore + Bindings", "L2", "ms/update", 0, "#1f6feb")],
    },
]

WIDTH, HEIGHT = 460, 300
LEFT, RIGHT, TOP, BOTTOM = 62, 16, 34, 112


def nice_top(value):
    """A round number at or above value, for a linear axis."""
    magnitude = 10 ** math.floor(math.log10(value))
    for step in (1, 2, 2.5, 5, 10):
        if step * magnitude >= value:
            return step * magnitude
    return 10 * magnitude


def label(value):
    if value >= 1000:
        return f"{value / 1000:g}k" if value < 1_000_000 else f"{value / 1_000_000:g}M"
    return f"{value:g}"


def panel_svg(panel, runs, origin_x, origin_y):
    """One panel's SVG elements, its top left corner at (origin_x, origin_y)."""
    drawn = []
    for run_index, rows in enumerate(runs):
        for name, workload, unit, side, colour in panel["lines"]:
            points = series(rows, workload, unit, side)
            if points:
                drawn.append((name, run_index, colour, points))
    if not drawn:
        return ""
    xs = sorted({x for *_, points in drawn for x, _ in points})
    ys = [y for *_, points in drawn for _, y in points]
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    x_lo, x_hi = math.log10(xs[0]), math.log10(xs[-1])
    if panel["log_y"]:
        y_lo, y_hi = math.floor(math.log10(min(ys))), math.ceil(math.log10(max(ys)))
        y_ticks = [10**e for e in range(int(y_lo), int(y_hi) + 1)]
    else:
        y_lo, y_hi = 0, nice_top(max(ys) * 1.05)
        y_ticks = [y_hi * i / 4 for i in range(5)]

    def px(x):
        return origin_x + LEFT + (math.log10(x) - x_lo) / ((x_hi - x_lo) or 1) * plot_w

    def py(y):
        fraction = (math.log10(y) - y_lo) / (y_hi - y_lo) if panel["log_y"] else (y - y_lo) / (y_hi - y_lo)
        return origin_y + TOP + plot_h - fraction * plot_h

    out = [f'<text x="{origin_x + LEFT}" y="{origin_y + 20}" class="title">{panel["title"]}</text>']
    for tick in y_ticks:
        y = py(tick)
        out.append(f'<line x1="{origin_x + LEFT}" x2="{origin_x + LEFT + plot_w}" y1="{y:.1f}" y2="{y:.1f}" class="grid"/>')
        out.append(f'<text x="{origin_x + LEFT - 6}" y="{y + 4:.1f}" class="tick" text-anchor="end">{label(tick)}</text>')
    for x_value in xs:
        x = px(x_value)
        out.append(f'<line x1="{x:.1f}" x2="{x:.1f}" y1="{origin_y + TOP}" y2="{origin_y + TOP + plot_h}" class="grid"/>')
        out.append(
            f'<text x="{x:.1f}" y="{origin_y + TOP + plot_h + 16}" class="tick" text-anchor="middle">{label(x_value)}</text>'
        )
    out.append(
        f'<text x="{origin_x + LEFT + plot_w / 2}" y="{origin_y + TOP + plot_h + 32}" class="tick" '
        f'text-anchor="middle">{panel["x"]}</text>'
    )
    legend_y = origin_y + TOP + plot_h + 50
    named = []
    for name, run_index, colour, points in drawn:
        dash = ' stroke-dasharray="5 3"' if run_index == 1 else ""
        path = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in points)
        out.append(f'<polyline points="{path}" fill="none" stroke="{colour}" stroke-width="2"{dash}/>')
        for x, y in points:
            out.append(f'<circle cx="{px(x):.1f}" cy="{py(y):.1f}" r="2.5" fill="{colour}"/>')
        if (name, colour) not in named:
            named.append((name, colour))
    for index, (name, colour) in enumerate(named):
        lx, ly = origin_x + LEFT + (index % 2) * 195, legend_y + (index // 2) * 15
        out.append(f'<line x1="{lx}" x2="{lx + 22}" y1="{ly - 4}" y2="{ly - 4}" stroke="{colour}" stroke-width="2"/>')
        out.append(f'<text x="{lx + 28}" y="{ly}" class="legend">{name}</text>')
    if len(runs) == 2:
        ly = legend_y + ((len(named) + 1) // 2) * 15
        out.append(f'<text x="{origin_x + LEFT}" y="{ly}" class="legend">solid: plain build; dashed: CMO build</text>')
    return "\n".join(out)


def main(paths):
    if not 1 <= len(paths) <= 2:
        sys.exit("usage: plot-curves.py PLAIN_RUN [CMO_RUN] > curves.svg")
    runs = [read_rows(path) for path in paths]
    if not any(runs[0]):
        sys.exit(f"{paths[0]}: no benchmark rows found (is it the output of Benchmarks?)")
    width, height = 2 * WIDTH, 2 * HEIGHT
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">',
        "<style>.title{font:bold 13px sans-serif}.tick{font:11px sans-serif;fill:#444}"
        ".legend{font:11px sans-serif}.grid{stroke:#ddd;stroke-width:1}</style>",
        f'<rect width="{width}" height="{height}" fill="white"/>',
    ]
    for index, panel in enumerate(PANELS):
        parts.append(panel_svg(panel, runs, (index % 2) * WIDTH, (index // 2) * HEIGHT))
    parts.append("</svg>")
    print("\n".join(parts))


if __name__ == "__main__":
    main(sys.argv[1:])
