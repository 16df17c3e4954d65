/// The style sheet shared by SVG drawings and HTML pages: light and dark colour schemes through
/// `prefers-color-scheme`, system fonts only (nothing is fetched), 10–11 px labels inside
/// drawings and 13 px text around them, readable at 100% on a laptop screen.
public enum ReportStyle {
    /// CSS for the drawings (class names used by ``PlacementDrawing``).
    public static let drawing = """
        svg.pk{font-family:-apple-system,BlinkMacSystemFont,"Helvetica Neue",Helvetica,Arial,sans-serif;font-size:10px;display:block}
        .pk .screen{fill:#e5e5ea;stroke:#1c1c1e;stroke-width:2}
        .pk .other-app{fill:#c7c7cc}
        .pk .divider{fill:#1c1c1e}
        .pk .dimming{fill:#000;fill-opacity:.3}
        .pk .desktop{fill:#d1d1d6}
        .pk .window{fill:#fff;stroke:#007aff;stroke-width:1.5}
        .pk .window-edge{fill:none;stroke:#007aff;stroke-width:1.5}
        .pk .safe-area{fill:#ff9500;fill-opacity:.22}
        .pk .controls-region{fill:#8e8e93;fill-opacity:.14}
        .pk .control{fill:#8e8e93}
        .pk .controller{fill:none;stroke:#8e8e93;stroke-width:.75;stroke-dasharray:3 2}
        .pk .column{fill:#f2f2f7;stroke:#aeaeb2;stroke-width:.75}
        .pk .column.secondary{fill:#fff}
        .pk .bar{fill:#f2f2f7;stroke:#aeaeb2;stroke-width:.5}
        .pk .view{fill:#007aff;fill-opacity:.16;stroke:#007aff;stroke-width:1}
        .pk .presented{fill:#fff;stroke:#48484a;stroke-width:1.25}
        .pk .centre-window{stroke:#af52de;stroke-width:2}
        .pk .arrow{fill:#fff;stroke:#48484a;stroke-width:1.25;stroke-linejoin:round}
        .pk .anchor{fill:none;stroke:#ff2d55;stroke-width:1.25;stroke-dasharray:3 2}
        .pk .placeholder{fill:#ff3b30;fill-opacity:.08;stroke:#ff3b30;stroke-width:1.25;stroke-dasharray:6 3}
        .pk text.leaf-title{fill:#3a3a3c;font-weight:600}
        .pk text.class-name{fill:#5856d6;font-size:9px}
        .pk text.column-name{fill:#636366;font-size:9px}
        .pk text{fill:#1c1c1e}
        .pk text.muted{fill:#636366}
        .pk text.bar-title{font-weight:600}
        .pk text.back{fill:#007aff}
        .pk text.selected{fill:#007aff;font-weight:600}
        .pk text.badge{fill:#c93400;font-weight:600}
        .pk text.other-label{fill:#48484a}
        @media (prefers-color-scheme:dark){
        .pk .screen{fill:#2c2c2e;stroke:#f2f2f7}
        .pk .other-app{fill:#48484a}
        .pk .divider{fill:#f2f2f7}
        .pk .dimming{fill:#000;fill-opacity:.45}
        .pk .desktop{fill:#3a3a3c}
        .pk .window{fill:#1c1c1e;stroke:#0a84ff}
        .pk .window-edge{stroke:#0a84ff}
        .pk .safe-area{fill:#ff9f0a;fill-opacity:.28}
        .pk .controller{stroke:#8e8e93}
        .pk .column{fill:#2c2c2e;stroke:#636366}
        .pk .column.secondary{fill:#1c1c1e}
        .pk .bar{fill:#2c2c2e;stroke:#636366}
        .pk .view{fill:#0a84ff;fill-opacity:.24;stroke:#0a84ff}
        .pk .presented{fill:#2c2c2e;stroke:#d1d1d6}
        .pk .centre-window{stroke:#bf5af2}
        .pk .arrow{fill:#2c2c2e;stroke:#d1d1d6}
        .pk .anchor{stroke:#ff375f}
        .pk .placeholder{fill:#ff453a;stroke:#ff453a}
        .pk text.leaf-title{fill:#e5e5ea}
        .pk text.class-name{fill:#a5a3ff}
        .pk text.column-name{fill:#aeaeb2}
        .pk text{fill:#f2f2f7}
        .pk text.muted{fill:#aeaeb2}
        .pk text.back,.pk text.selected{fill:#0a84ff}
        .pk text.badge{fill:#ffb340}
        .pk text.other-label{fill:#d1d1d6}
        }
        """

    /// CSS for the HTML pages around the drawings, and for the contact sheet's width axes
    /// (`WidthAxis`), which appear only on pages.
    public static let page = """
        :root{color-scheme:light dark}
        body{font-family:-apple-system,BlinkMacSystemFont,"Helvetica \
        Neue",Helvetica,Arial,sans-serif;font-size:13px;line-height:1.4;margin:16px 20px;background:#fff;color:#1c1c1e}
        h1{font-size:20px;margin:0 0 4px}
        h2{font-size:16px;margin:20px 0 4px;border-bottom:1px solid #d1d1d6;padding-bottom:2px}
        h3{font-size:13px;margin:10px 0 4px;color:#636366;font-weight:600}
        p.note{margin:2px 0 8px;color:#48484a}
        .row{display:flex;flex-wrap:wrap;gap:14px;align-items:flex-start}
        figure{margin:0}
        figcaption{font-size:12px}
        figcaption .mode{font-weight:600}
        figcaption .muted{color:#636366}
        .strip{display:flex;flex-direction:column;gap:12px}
        .frame{display:flex;gap:16px;align-items:flex-start;border-top:1px solid #d1d1d6;padding-top:8px}
        .frame h3{margin-top:0}
        .frame figure{position:sticky;top:8px}
        ol.calls{margin:0;padding-left:22px;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px}
        ol.calls .who{font-weight:600}
        ol.calls .details{color:#636366}
        .error{border:2px solid #d70015;border-radius:6px;padding:8px 12px;background:#fff2f2}
        .error h3{color:#d70015}
        code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px}
        .banner{border:2px solid #ff9500;border-radius:6px;padding:6px 12px;margin:8px 0;background:#fff8ec}
        .banner p{margin:2px 0}
        .banner ul{margin:4px 0;padding-left:20px}
        .summary ul{margin:4px 0 8px;padding-left:20px}
        p.devices{margin:2px 0 4px}
        svg.pk-axis{font-family:-apple-system,BlinkMacSystemFont,"Helvetica Neue",Helvetica,Arial,sans-serif;font-size:10px;display:block}
        .pk-axis text{fill:#1c1c1e}
        .pk-axis .axis-line{stroke:#8e8e93;stroke-width:1}
        .pk-axis .axis-family{font-weight:600;font-size:11px}
        .pk-axis .axis-tick{fill:#636366}
        .pk-axis .mark{stroke-width:2}
        .pk-axis .mark.regular{fill:#007aff;stroke:#007aff}
        .pk-axis .mark.compact{fill:#ff9500;stroke:#ff9500}
        .pk-axis .mark.collapsed{fill:#fff}
        .pk-axis .mark.expanded{stroke:#1c1c1e}
        .pk-axis .breakpoint{stroke:#c93400;stroke-width:1.25;stroke-dasharray:3 2}
        .pk-axis .breakpoint-label{fill:#c93400;font-size:9px}
        @media (prefers-color-scheme:dark){
        .banner{background:#3a2a0d}
        .pk-axis text{fill:#f2f2f7}
        .pk-axis .mark.collapsed{fill:#1c1c1e}
        .pk-axis .mark.expanded{stroke:#f2f2f7}
        .pk-axis .axis-tick{fill:#aeaeb2}
        .pk-axis .breakpoint{stroke:#ffb340}
        .pk-axis .breakpoint-label{fill:#ffb340}
        body{background:#1c1c1e;color:#f2f2f7}
        h2{border-color:#48484a}
        h3,figcaption .muted,ol.calls .details{color:#aeaeb2}
        p.note{color:#d1d1d6}
        .frame{border-color:#48484a}
        .error{background:#3a0d10;border-color:#ff453a}
        .error h3{color:#ff6961}
        }
        """
}
