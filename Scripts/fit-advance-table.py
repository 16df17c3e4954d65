#!/usr/bin/env python3
"""Fits PadKit's advance table (TextMetrics.standard) on Interface Builder's label widths.

The samples are the single-line labels whose width the as-designed solve gives their text, as
TextModelErrorTests writes them:

    PADKIT_SCREENS_APPS=/path/to/apps PADKIT_TEXT_SAMPLES=/tmp/samples.tsv \
        swift test --filter TextModelErrorTests
    Scripts/fit-advance-table.py /tmp/samples.tsv [--lambda 1] [--write]

Only system-font and text-style labels are used. A label's width is modelled as the sum of its
characters' advances (thousandths of the point size, medium 3 %, semibold 4 % and bold 6 % wider:
TextMetrics' weight factors; the figures of regular and heavier text SF Pro's own, not fitted:
TextMetrics.figureAdvances; from 20 pt, SF Pro Display, every character but the figures 3 %
narrower: TextMetrics.displayWidthFactor), rounded up to the device's pixel; the advances are
fitted by ridge least squares pulled toward the current table (lambda). The typographic punctuation
the ASCII table lacks (TextMetrics.punctuationAdvances: curly quotes, the no-break space, the bullet, ...)
is read from the source as fixed advances, not fitted, and every other character outside the table is an
em (TextMetrics.otherAdvance); a line break (Swift's Character.isNewline: \n, \r, U+2028, U+2029, U+0085,
a vertical tab, a form feed) takes no width.
It prints, for each lambda, how many labels the table refitted without an app puts within 1 pt of
IB's width in that app (leave-one-app-out), against the current table; then the same for the
display factor, fitted by least squares on the other apps' labels of 20 pt or more, against none;
--write puts the table fitted on every sample into Sources/PadKitApps/Screens/TextMetrics.swift.
--tracking adds SF Pro Text's tracking below 16 pt (less 17 pt's, which the table carries) after every
character, as a fixed width, to the model, both the table as it is and the fit: a trial left out in round 17
(docs/sources.md, "round 17, text"); TextMetrics has no such term, so do not --write with it.
"""
import math
import re
import sys

import numpy as np

SOURCE = "Sources/PadKitApps/Screens/TextMetrics.swift"
WEIGHT_FACTORS = {"medium": 1.03, "semibold": 1.04, "bold": 1.06, "heavy": 1.06, "black": 1.06}
OTHER = 1000.0
DISPLAY_FACTOR, DISPLAY_SIZE, FIGURES = 0.97, 20.0, set("0123456789")
# SF Pro's own figures (TextMetrics.figureAdvances), not fitted: the system font's from regular weight up.
SF_FIGURES = {"0": 606, "1": 443, "2": 566, "3": 592, "4": 605, "5": 585, "6": 599, "7": 547, "8": 599, "9": 599}
LIGHT = {"ultraLight", "thin", "light"}
# SF Pro Text's tracking (Human Interface Guidelines, "Tracking values"), thousandths of an em, below
# TRACKED_BELOW pt with --tracking (0, none, without): the table is fitted on 17-pt text and carries 17 pt's (-26).
TRACKING = [(6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20), (17, -26)]
TRACKED_BELOW = 16.0 if "--tracking" in sys.argv else 0.0


def tracking(size):
    """SF Pro Text's tracking at `size` less 17 pt's, interpolated between the listed sizes; 0 from TRACKED_BELOW."""
    if size >= TRACKED_BELOW:
        return 0.0
    if size <= TRACKING[0][0]:
        return TRACKING[0][1] - TRACKING[-1][1]
    for (s0, t0), (s1, t1) in zip(TRACKING, TRACKING[1:]):
        if size <= s1:
            return t0 + (t1 - t0) * (size - s0) / (s1 - s0) - TRACKING[-1][1]
    return 0.0


# Swift's Character.isNewline: the line breaks TextMetrics.isLineBreak ends a line at, which take no width.
NEWLINES = set("\n\r\u2028\u2029\u0085\x0b\x0c")


def without_breaks(text):
    return "".join(ch for ch in text if ch not in NEWLINES)


def read_punctuation(src):
    """TextMetrics.punctuationAdvances: fixed advances of characters the fitted (ASCII) table lacks."""
    start = src.index("= [", src.index("static let punctuationAdvances")) + 2
    end = src.index("]", start)
    return {chr(int(m.group(1), 16)): float(m.group(2)) for m in re.finditer(r'"\\u\{([0-9A-Fa-f]+)\}": (\d+)', src[start:end])}


def read_table(src):
    start = src.index("= [", src.index("private static let fittedAdvances")) + 2
    end = src.index("\n    ]", start)
    table = {}
    for m in re.finditer(r'"((?:\\.|[^"\\])+)": (\d+)', src[start:end]):
        table[m.group(1).encode().decode("unicode_escape")] = float(m.group(2))
    return table, start, end


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    lambdas = [float(args[args.index("--lambda") + 1])] if "--lambda" in args else [0.3, 1, 3, 10]
    src = open(SOURCE).read()
    table, start, end = read_table(src)
    punctuation = read_punctuation(src)
    chars = sorted(table)
    index = {c: i for i, c in enumerate(chars)}
    prior = np.array([table[c] for c in chars])
    rows = [line.rstrip("\n").split("\t") for line in open(args[0]) if line.strip()]
    rows = [r for r in rows if len(r) >= 8 and r[4] == "system"]
    features, targets, apps, samples = [], [], [], []
    figure = np.array([1.0 if c in FIGURES else 0.0 for c in chars])
    for app, _, size, weight, _, scale, width, text in (r[:8] for r in rows):
        factor = float(size) / 1000 * WEIGHT_FACTORS.get(weight, 1)
        counts, others = np.zeros(len(chars)), 0
        for ch in without_breaks(text):
            if ch in SF_FIGURES and weight not in LIGHT:  # a fixed advance, counted like one outside the table
                others += SF_FIGURES[ch] / OTHER
            elif ch in punctuation:  # a fixed advance too, narrower from 20 pt as the table's letters are
                others += punctuation[ch] / OTHER * (DISPLAY_FACTOR if float(size) >= DISPLAY_SIZE else 1)
            elif ch in index:
                counts[index[ch]] += 1
            else:
                others += 1
        # SF Pro Display's letters are narrower than the table's; its figures are not.
        display = float(size) >= DISPLAY_SIZE
        scaled = counts * (figure + (1 - figure) * DISPLAY_FACTOR) if display else counts
        # The stored width is the text's rounded up to the pixel: half a pixel above it on average.
        # The tracking is a fixed width per character, not scaled by the weight factors.
        others += len(without_breaks(text)) * tracking(float(size)) * float(size) / 1000 / (OTHER * factor)
        features.append(scaled * factor)
        targets.append(float(width) - 0.5 / float(scale) - others * OTHER * factor)
        apps.append(app)
        samples.append((scaled, others, factor, float(scale), float(width), display, counts * (1 - figure), counts * figure))
    features, targets, apps = np.array(features), np.array(targets), np.array(apps)

    def fit(mask, lam):
        a = features[mask]
        return np.linalg.solve(a.T @ a + lam * np.eye(len(chars)), a.T @ targets[mask] + lam * prior)

    def within(advances, mask):
        hits = 0
        for i in np.where(mask)[0]:
            counts, others, factor, scale, width = samples[i][:5]
            predicted = math.ceil((float(counts @ advances) + others * OTHER) * factor * scale - 1e-6) / scale
            hits += abs(predicted - width) <= 1
        return hits

    print(f"{len(rows)} labels in {len(set(apps))} apps")
    for lam in lambdas:
        refit = current = 0
        for app in sorted(set(apps)):
            held_out = apps == app
            refit += within(fit(~held_out, lam), held_out)
            current += within(prior, held_out)
        n = len(rows)
        print(f"lambda {lam}: leave-one-app-out {refit}/{n} ({refit / n:.1%}), current table {current}/{n} ({current / n:.1%})")
    # The display factor: fitted without each app on the others' labels of 20 pt or more.
    def display_hits(k, mask):
        hits = 0
        for i in np.where(mask)[0]:
            _, others, factor, scale, width, display, letters, figures = samples[i]
            units = float((letters * (k if display else 1) + figures) @ prior) + others * OTHER
            hits += abs(math.ceil(units * factor * scale - 1e-6) / scale - width) <= 1
        return hits

    displayed = np.array([s[5] for s in samples])
    with_factor = without = 0
    for app in sorted(set(apps)):
        train = (apps != app) & displayed
        letters = np.array([float(samples[i][6] @ prior) * samples[i][2] for i in np.where(train)[0]])
        rest = np.array([targets[i] - float(samples[i][7] @ prior) * samples[i][2] for i in np.where(train)[0]])
        k = float(letters @ rest / (letters @ letters))
        with_factor += display_hits(k, apps == app)
        without += display_hits(1.0, apps == app)
    n = len(rows)
    print(f"display factor, leave-one-app-out: {with_factor}/{n} within 1 pt, without it {without}/{n}")
    if "--write" in args:
        if "--tracking" in args:
            sys.exit("--write with --tracking: TextMetrics has no tracking term")
        advances = fit(np.ones(len(rows), bool), lambdas[0])
        new = {c: int(round(a)) for c, a in zip(chars, advances)}

        def replace(m):
            return f'"{m.group(1)}": {new[m.group(1).encode().decode("unicode_escape")]}'

        body = re.sub(r'"((?:\\.|[^"\\])+)": (\d+)', replace, src[start:end])
        open(SOURCE, "w").write(src[:start] + body + src[end:])
        print(f"wrote {SOURCE}")


if __name__ == "__main__":
    main()
