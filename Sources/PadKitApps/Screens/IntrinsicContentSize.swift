import Foundation
import PadKit
import PadLayout

/// The intrinsic content size UIKit gives a view Interface Builder made, here without UIKit:
/// controls by their fixed UIKit sizes, images by the size IB records in `<resources>`, text by
/// ``TextMetrics``. `-1` on an axis (`UIView.noIntrinsicMetric`) means none.
///
/// Fixed sizes (UIKit on iOS 13 to 18, measured in the simulator and the sizes Interface
/// Builder gives a freshly dropped control): `UISwitch` 51 x 31 (frame; its alignment rectangle,
/// which Auto Layout sizes, is 2 pt narrower: ``ScreenView/alignmentRectInsets(liquidGlass:)``), `UIStepper` 94 x 32,
/// `UIActivityIndicatorView` 20 x 20 (`medium`, `gray`, `white`) or 37 x 37 (`large`,
/// `whiteLarge`), `UIProgressView` height 4 (2 before iOS 14), `UISlider` height 30, `UISegmentedControl` height
/// 32 (frame; its alignment rectangle, the intrinsic size, is 1 pt shorter), `UISearchBar`
/// height 56, `UINavigationBar` 44 (54 with iOS 26's design) and `UIToolbar` 44, `UITabBar` 49,
/// `UIPickerView` and a wheels `UIDatePicker` 320 x 216 (a compact one 36 high,
/// ``datePickerStyle(_:liquidGlass:)``), `UIPageControl` height 26 (its width by its pages,
/// ``pageControlWidth(pages:designedBy:liquidGlass:)``, or as designed its stored width where
/// that rule is not known, ``designedPageControlWidth(_:pages:designedBy:)``). iOS 26's
/// switch (Liquid Glass, `liquidGlass`) is 63 x 28: the size Interface Builder 26 stores
/// (`toolsVersion` 24000 and later) and the one a window on iOS 26 or later gets. A borderless
/// text field is its line height plus 1.5 pt, rounded to the pixel (22 pt at 17 pt in IB's frames).
/// A system (pre-iOS 15) button is its title's width by the title's line height rounded up plus
/// 12 (an empty one 30 wide, ``emptyButtonSize(_:metrics:)``; an icon type's,
/// ``systemIconButtonSize(_:scale:designedBy:)``); a button with a configuration adds 12 on each side and 7 above and below (UIButton
/// configuration's default content insets); a button is at least as large as its background image.
/// An SF Symbol (`catalog="system"`, recorded at 128 pt
/// on its long side) is drawn at the body text size: 20 pt on its long side, the recorded size
/// giving the aspect ratio; a title-less button without a configuration is at least a line of its
/// title font high (``emptyTitleHeight(_:metrics:)``). A view whose class is custom has UIView's none: its size from code
/// is not guessed (a custom view left ambiguous is listed under `unresolved`).
public enum IntrinsicContentSize {
    /// The intrinsic size of `view`; `maxWidth` is the width a multi-line label wraps at.
    /// `designedBy` is the version of the Interface Builder that laid the view out as designed
    /// (``ScreenFile/toolsVersion``; `Int.max`, the newest, when the file's version was not read),
    /// whose UIKit sized the controls it stored; `nil` in a window, where the running iOS's
    /// controls are.
    public static func of(
        _ view: ScreenView, images: [String: CGSize], metrics: TextMetrics, scale: Double, maxWidth: Double?,
        liquidGlass: Bool = false, designedBy: Int? = nil
    ) -> CGSize {
        guard !metrics.measurements.isEmpty else {
            return modelled(
                view, images: images, metrics: metrics, scale: scale, maxWidth: maxWidth, liquidGlass: liquidGlass, designedBy: designedBy)
        }
        // Interface Builder's measurement of the text first (``TextMeasurements``), the table otherwise.
        let key = TextMeasurements.Key(view)
        var size = modelled(
            view, images: images, metrics: metrics.calibrated(for: key), scale: scale, maxWidth: maxWidth, liquidGlass: liquidGlass,
            designedBy: designedBy)
        guard let key else { return size }
        let measured = metrics.measurements
        let wraps = (view.element == "label" && view.numberOfLines != 1) || view.element == "textView"
        // A multi-line label at a width Interface Builder wrapped its text at: IB's height of those lines.
        if wraps, let maxWidth, let height = measured.wrappedHeights[TextMeasurements.Wrap(key, width: maxWidth)] {
            size.height = height
            return size
        }
        if let width = measured.widths[key], !wraps || maxWidth.map({ width <= $0 + 0.01 }) ?? true {
            size.width = width
            if let height = measured.heights[key] { size.height = height }
        } else if !wraps, let height = measured.heights[key] {
            size.height = height
        }
        return size
    }

    /// The size of a button of one of UIKit's icon types (`UIButton.ButtonType.infoLight`,
    /// `.infoDark`, `.detailDisclosure`, `.contactAdd`; IB's `buttonType="infoLight"` ...) without
    /// a configuration: the icon UIKit draws, 22 pt square before iOS 13 and, since iOS 13 drew
    /// them as SF Symbols (`info.circle`, `plus.circle`), 25.67 pt square on a 3x screen, rounded
    /// up to the pixel (`nil` for any other button). Read from Interface Builder's frames of the
    /// info buttons nothing sizes: 22 x 22 in a file of Interface Builder 10 (GitHawk, plug-in
    /// 14460), 25.67 x 25.67 in files of Interface Builder 14 and 15 (KeePassium 21701, Go Map!!
    /// 23727); the same boundary as the segmented control's (plug-in 15000, Xcode 11 and iOS 13).
    /// `designedBy` as in ``of(_:images:metrics:scale:maxWidth:liquidGlass:designedBy:)``.
    static func systemIconButtonSize(_ view: ScreenView, scale: Double, designedBy: Int?) -> CGSize? {
        guard ["infoLight", "infoDark", "detailDisclosure", "contactAdd"].contains(view.details["buttonType"] ?? ""),
            view.details["configuration"] == nil
        else { return nil }
        let side = (designedBy.map { $0 < 15000 } ?? false) ? 22 : TextMetrics.ceil(77.0 / 3, scale)
        return CGSize(width: side, height: side)
    }

    /// The size of a button without a title, an image or a configuration: 30 pt wide, and as high
    /// as a line of its title font rounded up to a whole point plus the 6 pt above and below the
    /// title a (pre-iOS 15) button keeps for its empty title label. Its font is the file's, else
    /// UIButton's default title font (``ScreenReader/Context/defaultButtonFontSize(type:)``). So an empty system
    /// button is 30 x 30 and an empty custom one 30 x 34. Read from Interface Builder's frames of
    /// empty buttons nothing sizes vertically: system buttons without a font 30 high (Habitica's
    /// `Intro.storyboard`, Element's `MXKContactTableCell.xib`, Nextcloud Talk's
    /// `AvatarEditView.xib`), in a 16-pt font 32 (Habitica), in a 12-pt font 27 (IVPN), and a custom
    /// one 34 (WooCommerce's `OverlayMessageView.xib`): `docs/sources.md`, "round 14, control".
    ///
    /// `contentEdgeInsets` set above or below replace the 6 pt, as for a titled button: DuckDuckGo's
    /// empty custom menu button with a 21-pt bottom inset is stored 43 high (a 22-pt line plus 21).
    static func emptyButtonSize(_ view: ScreenView, metrics: TextMetrics) -> CGSize {
        let line = emptyTitleHeight(view, metrics: metrics)
        guard let insets = contentEdgeInsets(view), insets.top != 0 || insets.bottom != 0 else {
            return CGSize(width: 30, height: line + 12)
        }
        return CGSize(width: 30, height: line + insets.top + insets.bottom)
    }

    /// The size of a button whose configuration shows nothing (no title, subtitle or image, and no
    /// content insets of its own; the reader's `emptyConfiguration`): the configuration's default
    /// content insets around nothing, 12 pt on each side and 7 above and below (the insets a
    /// configured button with content adds, ``buttonContentSize(_:metrics:font:scale:imageSize:)``),
    /// so 24 x 14. Read from Interface Builder's frames of the empty configured buttons whose size
    /// on an axis only their content decides: OsmAnd's two plain ones in `GpxTravelCell.xib`
    /// (plug-in 21679) stored 24 wide, Go Map!!'s filled one in `QuestBuilder.storyboard`
    /// (24053.1) stored 14 high (`docs/sources.md`, "round 19, control"). **[UNCONFIRMED]** for a
    /// `buttonSize` other than the default (no such button sized by its content in the apps read).
    /// Any other configured button with neither title nor image keeps UIButton's empty 30 x 34:
    /// a `close` button, which draws its xmark (Amperfy's small gray ones are stored 28 x 28), and
    /// an icon type, which draws its symbol (IVPN's plain `detailDisclosure` buttons, 50 x 34).
    static func emptyConfigurationSize(_ view: ScreenView) -> CGSize {
        view.details["emptyConfiguration"] == "YES" ? CGSize(width: 24, height: 14) : CGSize(width: 30, height: 34)
    }

    /// The height of a (pre-iOS 15) button's empty title: a line of its title font rounded up to a
    /// whole point (22 in a custom button's default 18-pt font, 18 in a system button's 15-pt one).
    /// A title-less button is at least that high, its image centred in it: Pocket Casts' custom
    /// search-clear buttons with a 16-pt image are stored 16 x 22, Element's with a 20-pt image
    /// 20 x 22, AltStore's system button with an 18-pt image 18 high, and the custom buttons of
    /// 24-pt images (9 in 3 apps) 24. It is also why every title-less custom button showing an SF
    /// Symbol is 22 high whatever the symbol's shape (openHAB's chevrons, recorded 128 x 70, 7;
    /// WooCommerce's `xmark`, Monal's `xmark.circle.fill`, Nextcloud Talk's `face.smiling` and its
    /// call buttons' flat symbols at a 20-pt configuration): the symbol is shorter than the line,
    /// and KeePassium's custom `chevron.down` button in the 13-pt Footnote style with 8-pt content
    /// insets all round is 32 high (16 + 16), not 22 + 16 (`docs/sources.md`, "round 14, control").
    static func emptyTitleHeight(_ view: ScreenView, metrics: TextMetrics) -> Double {
        let font = view.font ?? ScreenFont(pointSize: ScreenReader.Context.defaultButtonFontSize(type: view.details["buttonType"]))
        return metrics.height(lines: 1, font: font).rounded(.up)
    }

    /// A button's content size: its title and image side by side with UIKit's paddings (the
    /// pre-iOS 15 system button's 6 pt above and below the title, a configuration's insets, the
    /// file's `contentEdgeInsets`), or, for a button with neither, ``emptyButtonSize(_:metrics:)``
    /// (with a configuration, ``emptyConfigurationSize(_:)``).
    private static func buttonContentSize(
        _ view: ScreenView, metrics: TextMetrics, font: ScreenFont, scale: Double, imageSize: CGSize?
    ) -> CGSize {
        let title = view.text.map { metrics.labelSize($0, font: font, numberOfLines: 1, maxWidth: nil, scale: scale) }
        var image = imageSize
        // A title-less button is at least as high as its empty title: a line of its font
        // (``emptyTitleHeight(_:metrics:)``).
        if title == nil, view.details["configuration"] == nil, let height = image?.height {
            image?.height = max(height, emptyTitleHeight(view, metrics: metrics))
        }
        if title == nil && image == nil {
            guard view.details["configuration"] == nil else { return emptyConfigurationSize(view) }
            return emptyButtonSize(view, metrics: metrics)
        }
        var width = (title?.width ?? 0) + (image?.width ?? 0)
        var height = max(title.map { $0.height.rounded(.up) + 12 } ?? 0, image?.height ?? 0)
        if view.details["configuration"] != nil {
            width += 24
            height = max(title?.height ?? 0, image?.height ?? 0) + 14
        } else if let insets = contentEdgeInsets(view) {
            // `contentEdgeInsets` add to the content; set above or below, they replace the title's 6 pt.
            width += insets.left + insets.right
            if insets.top != 0 || insets.bottom != 0 {
                height = max(title.map { $0.height.rounded(.up) } ?? 0, image?.height ?? 0) + insets.top + insets.bottom
            }
        }
        return CGSize(width: TextMetrics.ceil(width, scale), height: TextMetrics.ceil(height, scale))
    }

    /// The intrinsic size of a label without text (`text=""`, or no text at all): UIKit's zero
    /// in a window (`UILabel.intrinsicContentSize` of an empty string), and, as designed, the
    /// size Interface Builder stored for it.
    ///
    /// Interface Builder does not collapse a label whose text was cleared: it keeps the label at
    /// its canvas size and lays its neighbours out around that size, as if it were the label's
    /// intrinsic size. The stored frames show it on every app read (`docs/sources.md`, "habitica:
    /// a label without text keeps its canvas size"): a label held at 1000 hugging against a 21-pt
    /// height, or a 1000-hugging badge against a width of at least 18, is saved without a
    /// conflict or a misplaced flag; a vertical stack around an empty label stored 50 high is
    /// stored 50 pt taller than its other views; and Habitica's commit that cleared the texts of
    /// `Intro.storyboard` stored its labels 50 high where they had been 14.5, with no flag. Of the
    /// 281 labels with `text=""` in the apps read, 80 were off their stored frame with UIKit's
    /// zero and 18 are with this reading (10 in size, 8 in position only); no view of any app is
    /// lost to it. A label without a stored frame keeps the zero (`docs/choices.md`).
    static func textlessLabelSize(_ view: ScreenView, designedBy: Int?) -> CGSize {
        textlessStoredSize(view, designedBy: designedBy) ?? CGSize(width: 0, height: 0)
    }

    /// As designed, the intrinsic size of a view without text: the size Interface Builder stored
    /// for it; `nil` in a window, or without a stored frame, where UIKit's own size is kept (an
    /// empty label's zero: ``textlessLabelSize(_:designedBy:)``; an empty line of a text field
    /// without text or placeholder, or of a text view that does not scroll and has no text).
    ///
    /// Interface Builder does not size an empty text field or text view to an empty line of its
    /// font, as it does not collapse an empty label: the stored heights of the ones nothing else
    /// sizes are not a function of the font. OwnTracks' empty 14-pt borderless fields are stored 22
    /// high (plug-in 24765), Lockbox's 17 (14490.49), Blockstream Green's 16-pt one 22 (24063),
    /// where a line plus 1.5 pt is 18.33 and 20.67; Green's empty non-scrolling text views in Menlo
    /// 14 and 16 are stored 50, 70 and 82.33 high, COVIDSafe's in 16 pt 51, Canvas's 50, where a
    /// line and the 16 pt of insets is 32 to 35.5; and Habitica's login text view, which never had
    /// a text, was saved 33 high in 2019, 65 and then 73 in 2020 as its neighbours changed, never
    /// snapped back to a line. Over the three training folders (185 empty text fields in 36 apps,
    /// 62 empty non-scrolling text views in 14) this reading gains 77 views in 9 apps (Blockstream
    /// Green 30, Habitica 17, COVIDSafe 9, OwnTracks 6, Canvas 4, AdGuard 3, Go Map!! 3, Stopp
    /// Corona 3, Lockbox 2) and loses none (`docs/sources.md`, "round 18, stale: text inputs
    /// without text").
    static func textlessStoredSize(_ view: ScreenView, designedBy: Int?) -> CGSize? {
        guard designedBy != nil, let frame = view.storedFrame else { return nil }
        return CGSize(width: Double(frame.width), height: Double(frame.height))
    }

    /// The intrinsic size by the text model alone.
    private static func modelled(
        _ view: ScreenView, images: [String: CGSize], metrics: TextMetrics, scale: Double, maxWidth: Double?, liquidGlass: Bool,
        designedBy: Int?
    ) -> CGSize {
        let none = LayoutView.noIntrinsicMetric
        if let w = view.details["placeholderIntrinsicWidth"], let h = view.details["placeholderIntrinsicHeight"] {
            let size = CGSize(width: w == "infinite" ? none : Double(w) ?? none, height: h == "infinite" ? none : Double(h) ?? none)
            return designableWrappedSize(view, oneLine: size, metrics: metrics, scale: scale, maxWidth: maxWidth) ?? size
        }
        func imageSize() -> CGSize? {
            guard let image = view.image else { return nil }
            if image.isSymbol {
                let recorded = images[image.name] ?? CGSize(width: 128, height: 128)
                let long = max(recorded.width, recorded.height)
                guard long > 0 else { return nil }
                return CGSize(
                    width: TextMetrics.ceil(recorded.width / long * 20, scale), height: TextMetrics.ceil(recorded.height / long * 20, scale)
                )
            }
            return images[image.name]
        }
        let font = view.font ?? .body
        switch view.element {
        case "label":
            guard let text = view.text, !text.isEmpty else { return textlessLabelSize(view, designedBy: designedBy) }
            return metrics.labelSize(
                text, font: font, numberOfLines: view.numberOfLines,
                maxWidth: view.numberOfLines == 1 ? nil : preferredMaxLayoutWidth(view) ?? maxWidth, scale: scale,
                paragraph: view.paragraphStyle)
        case "button":
            if view.text == nil, view.image == nil, let size = systemIconButtonSize(view, scale: scale, designedBy: designedBy) {
                return size
            }
            let content = buttonContentSize(view, metrics: metrics, font: font, scale: scale, imageSize: imageSize())
            // A background image is drawn stretched to the button's bounds, and the button is at
            // least as large as it (`UIButton.sizeThatFits(_:)`, which `intrinsicContentSize` returns).
            guard let name = view.details["backgroundImage"], let background = images[name] else { return content }
            return CGSize(width: max(content.width, background.width), height: max(content.height, background.height))
        case "textField":
            // A rounded-rect field is its line height rounded up to a whole point plus 13, at least
            // 34 since iOS 11: Interface Builder stores 34 for every unconstrained one in a 17-pt
            // font (20 in 3 apps), where the line plus 14 would be 34.5, and 30 for a 14-pt one in
            // its files of iOS 10 (plug-in below 13000), before the minimum (10 in 2 apps;
            // `docs/sources.md`, "element: ...").
            if (view.text ?? "").isEmpty, let stored = textlessStoredSize(view, designedBy: designedBy) { return stored }
            let text = view.text.map { metrics.width(of: $0, font: font) } ?? 0
            let line = metrics.height(lines: 1, font: font)
            let rounded = view.details["borderStyle"] == "roundedRect"
            let minimum: Double = (designedBy.map { $0 < 13000 } ?? false) ? 0 : 34
            return CGSize(
                width: TextMetrics.ceil(text + (rounded ? 14 : 0), scale),
                height: rounded ? max(minimum, line.rounded(.up) + 13) : TextMetrics.ceil(line + 1.5, scale))
        case "textView":
            guard let inset = textViewInsets(view) else { return CGSize(width: none, height: none) }
            let text = view.text ?? ""
            if text.isEmpty, let stored = textlessStoredSize(view, designedBy: designedBy) { return stored }
            var content =
                text.isEmpty
                ? CGSize(width: 0, height: metrics.height(lines: 1, font: font))
                : metrics.labelSize(text, font: font, numberOfLines: 0, maxWidth: maxWidth.map { $0 - inset.width }, scale: scale)
            // TextKit lays every line of a text style at the style's leading, the first one too
            // (a label's first line is its font's line height): eRouska's Body text views are
            // stored 16 pt of insets plus 3, 7, 9 and 13 lines of 22 pt (`docs/sources.md`, "round 15, text:").
            if let leading = font.leading, !text.isEmpty {
                let lines = metrics.lines(of: text, font: font, numberOfLines: 0, maxWidth: maxWidth.map { $0 - inset.width })
                content.height = Double(lines.count) * leading
            }
            return CGSize(
                width: TextMetrics.ceil(Double(content.width) + inset.width, scale),
                height: TextMetrics.ceil(Double(content.height) + inset.height, scale))
        case "imageView":
            return imageSize() ?? CGSize(width: none, height: none)
        case "switch":
            // The frame's size, less the alignment rectangle's insets (the intrinsic size is the alignment rectangle's).
            let frame = liquidGlass ? CGSize(width: 63, height: 28) : CGSize(width: 51, height: 31)
            return view.alignmentRect(forFrame: CGRect(origin: .zero, size: frame), liquidGlass: liquidGlass).size
        case "stepper": return CGSize(width: 94, height: 32)
        case "activityIndicatorView":
            let large = ["large", "whiteLarge"].contains(view.details["style"] ?? "")
            return large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
        case "progressView":
            // 4 pt since iOS 14's progress view; 2 pt before it, as Interface Builder before Xcode 12
            // (plug-in below 17000) stores one its constraints do not size (``progressViewHeight(designedBy:)``).
            return CGSize(width: none, height: progressViewHeight(designedBy: designedBy))
        case "slider": return CGSize(width: none, height: 30)
        case "segmentedControl":
            let titles = view.details["segments"]?.split(separator: "\u{1F}").map(String.init) ?? []
            let widest = titles.map { metrics.width(of: $0, font: ScreenFont(pointSize: 13)) }.max() ?? 0
            // 32 high since iOS 13's segmented control; before it (Interface Builder's plug-in below
            // 15000, Xcode 10 and earlier) 29, 30 in the bar style (`docs/sources.md`, "element: ...").
            let beforeIOS13 = designedBy.map { $0 < 15000 } ?? false
            let height: Double = beforeIOS13 ? (view.details["segmentControlStyle"] == "bar" ? 30 : 29) : 32
            // The frame's height, less the alignment rectangle's 1-pt bottom inset.
            let frame = CGSize(width: titles.isEmpty ? none : TextMetrics.ceil(Double(titles.count) * (widest + 20), scale), height: height)
            return CGSize(
                width: frame.width,
                height: view.alignmentRect(forFrame: CGRect(origin: .zero, size: frame), liquidGlass: liquidGlass).height)
        case "searchBar": return CGSize(width: none, height: 56)
        case "navigationBar":
            // iOS 26's navigation bar is 54 high (`SystemBarMetrics`); so are 24 of the 26 navigation bars
            // in the files Xcode 26 saved (docs/sources.md).
            let height = liquidGlass ? SystemBarMetrics.phoneLiquidGlassNavigationBarHeight : SystemBarMetrics.phoneNavigationBarHeight
            return CGSize(width: none, height: height)
        case "toolbar": return CGSize(width: none, height: 44)
        case "tabBar": return CGSize(width: none, height: 49)
        case "pickerView": return CGSize(width: 320, height: 216)
        case "datePicker":
            switch datePickerStyle(view, liquidGlass: liquidGlass) {
            case "wheels": return CGSize(width: 320, height: 216)
            case "compact": return CGSize(width: none, height: 36)
            default: return CGSize(width: none, height: none)
            }
        case "pageControl":
            let pages = view.details["numberOfPages"].flatMap { Int($0) } ?? 0
            let width =
                pageControlWidth(pages: pages, designedBy: designedBy, liquidGlass: liquidGlass)
                ?? designedPageControlWidth(view, pages: pages, designedBy: designedBy)
            return CGSize(width: width ?? none, height: 26)
        default:
            return CGSize(width: none, height: none)
        }
    }

    /// `UIPageControl`'s intrinsic width for `pages` indicators (`sizeForNumberOfPages:`), or `nil`
    /// where the rule is not known. Before iOS 14 (Interface Builder's plug-in below 17000) the
    /// classic control's 7-pt dots 9 pt apart: `16 n - 9` (Rocket.Chat's share extension, 39 pt for
    /// 3 pages, plug-in 13772). With iOS 26's design (`liquidGlass`: plug-in 24000 and later as
    /// designed, ``ScreenFile/designedWithLiquidGlass``; the running iOS's in a window) 18 pt a
    /// page plus 20: Blockstream Green stores 74 pt for 3 pages and 92 for 4 (24063), Private
    /// Internet Access 73 for 3 (24743). iOS 14 to 18's redesigned
    /// control is left without one: its files give only 3-page widths (116 pt at 22685 in Lockdown,
    /// 115.5 at 20020 in Soundscape, 122.5 at 17126), not the width a page adds
    /// (`docs/sources.md`, "round 16, pagecontrol"). No pages, no width.
    static func pageControlWidth(pages: Int, designedBy: Int?, liquidGlass: Bool) -> Double? {
        guard pages > 0 else { return nil }
        if let designedBy, designedBy < 17000 { return Double(16 * pages - 9) }
        return liquidGlass ? Double(18 * pages + 20) : nil
    }

    /// As designed, the width of a page control of the iOS 14 to 18 design, whose per-page rule
    /// ``pageControlWidth(pages:designedBy:liquidGlass:)`` does not know: the width Interface
    /// Builder stored for it. IB lays the control out with its own UIKit's `sizeForNumberOfPages:`,
    /// so it neither flags the control ambiguous nor stores a width that is not that size: the 4 such
    /// page controls of the training folders that nothing else sizes across (Lockdown's two
    /// `Main.storyboard`s, plug-ins 17126 and 22685, 3 pages, 122.5 and 116 pt; Soundscape's
    /// `DestinationTutorial.storyboard`, 20020, 3 pages, 116.5; AdGuard's `Onboarding.storyboard`,
    /// 19134, 3 pages, 154.67: the same page count at three widths, so no per-page rule is fitted)
    /// are unflagged, where PadKit left them 0 wide and called them ambiguous (`docs/sources.md`,
    /// "round 19, ambig"). `nil` in a window (`designedBy` `nil`), without pages or a stored frame:
    /// no width, as before.
    static func designedPageControlWidth(_ view: ScreenView, pages: Int, designedBy: Int?) -> Double? {
        guard pages > 0, designedBy != nil, let frame = view.storedFrame else { return nil }
        return Double(frame.width)
    }

    /// The style a `UIDatePicker` is drawn in: `wheels`, `compact` or `inline`. Interface Builder
    /// writes a chosen style as `style=` (never `preferredDatePickerStyle`) and nothing for
    /// `automatic`. Automatic is the wheels before iOS 26's design, and compact with it for every
    /// mode but `countDownTimer`, which only the wheels draw: xDrip4iOS (24405) and OwnTracks (24743,
    /// 2 views) store automatic date-and-time pickers 36 pt high, the compact height, while
    /// KeePassium (19144) stores one 216 pt, the wheels'. **[UNCONFIRMED]** where between plug-ins
    /// 19454 and 24405 the change lies: no file between them shows it (Corona-Warn-App's two at
    /// 21207 are stored at heights neither style gives; `docs/choices.md`; `docs/sources.md`,
    /// "round 16, pagecontrol"). `liquidGlass` is the file's version as designed (plug-in 24000 and
    /// later, ``ScreenFile/designedWithLiquidGlass``) and the running iOS's in a window.
    static func datePickerStyle(_ view: ScreenView, liquidGlass: Bool) -> String {
        if let style = view.details["style"] ?? view.details["preferredDatePickerStyle"], style != "automatic" { return style }
        guard view.details["datePickerMode"] != "countDownTimer" else { return "wheels" }
        return liquidGlass ? "compact" : "wheels"
    }

    /// `UIProgressView`'s intrinsic height: 4 pt, the bar iOS 14 redrew, and 2 pt in a file laid out
    /// by Interface Builder before Xcode 12 (Cocoa Touch plug-in below 17000), whose UIKit drew the
    /// older 2-pt bar. Read from the progress views whose height only their content size decides:
    /// 2 pt in Rocket.Chat's chat banner (14283) and Open Food Facts' offline-saving view (15704),
    /// 4 pt in the 9 such views of files from 17703 to 24504 (Element, Pocket Casts, iSH, Tinode,
    /// Soundscape, iTorrent, KeePassium, VLC; `docs/sources.md`, "round 15, control"). `designedBy`
    /// as in ``of(_:images:metrics:scale:maxWidth:liquidGlass:designedBy:)``: `nil` in a window, the
    /// running iOS's 4 pt.
    static func progressViewHeight(designedBy: Int?) -> Double {
        (designedBy.map { $0 < 17000 } ?? false) ? 2 : 4
    }

    /// A button's `contentEdgeInsets` (`top left bottom right` as the reader keeps them), `nil` when none are written.
    private static func contentEdgeInsets(_ view: ScreenView) -> (top: Double, left: Double, bottom: Double, right: Double)? {
        guard let values = view.details["contentEdgeInsets"]?.split(separator: " ").map({ Double($0) }), values.count == 4,
            let top = values[0], let left = values[1], let bottom = values[2], let right = values[3],
            [top, left, bottom, right].allSatisfy(\.isFinite)
        else { return nil }
        return (top, left, bottom, right)
    }

    /// Whether the view's intrinsic height depends on its width (a multi-line label, a designable
    /// one among them (``designableWrappedSize(_:oneLine:metrics:scale:maxWidth:)``), a text view
    /// that does not scroll).
    public static func dependsOnWidth(_ view: ScreenView) -> Bool {
        if isDesignableMultilineLabel(view) { return true }
        guard view.details["placeholderIntrinsicWidth"] == nil else { return false }
        return (view.element == "label" && view.numberOfLines != 1 && preferredMaxLayoutWidth(view) == nil)
            || textViewInsets(view) != nil
    }

    /// Whether `view` is a multi-line label (`numberOfLines` other than 1, no explicit
    /// `preferredMaxLayoutWidth`) of an `@IBDesignable` class, whose one-line size Interface
    /// Builder recorded in `<designables>`.
    static func isDesignableMultilineLabel(_ view: ScreenView) -> Bool {
        view.element == "label" && view.numberOfLines != 1 && view.details["designable"] == "YES"
            && preferredMaxLayoutWidth(view) == nil && !(view.text ?? "").isEmpty
    }

    /// The size of a designable multi-line label's text wrapped at `maxWidth`, or `nil` when it
    /// fits on the one line Interface Builder recorded (or the label is no such label).
    ///
    /// The size `<designables>` records is what the class's `intrinsicContentSize` returned while
    /// Interface Builder rendered it, before any layout: a `UILabel`'s at no preferred width, its
    /// text on one line (`preferredMaxLayoutWidth` is 0 until UIKit's first layout pass sets it from
    /// the label's bounds, and the label then measures its text wrapped there: `UILabel`'s
    /// documentation of `preferredMaxLayoutWidth`). So a designable multi-line label is laid out
    /// like any other, in two passes: its text wrapped at the width it gets. The class's font may not
    /// be the file's (Corona-Warn-App's `ENALabel` takes its text style from a runtime attribute only
    /// its code reads), so the text is wrapped by the table scaled to the recorded one-line width,
    /// and each line is the recorded line's height: the file's font's line when that rounds to the
    /// recorded height, else the height the recorded one rounds up from. Interface Builder's frames show it:
    /// Corona-Warn-App's 17-pt `ENALabel`s whose recorded one line is 1199.5 x 20.5 are stored 224.5
    /// x 122 (6 lines) and 276 x 101.5 (5 lines), and of the 17 designable multi-line labels of the
    /// apps read whose recorded line is wider than their stored width, 13 are stored as many lines
    /// high as this wraps them to (`docs/sources.md`, "round 15, text:").
    static func designableWrappedSize(
        _ view: ScreenView, oneLine: CGSize, metrics: TextMetrics, scale: Double, maxWidth: Double?
    ) -> CGSize? {
        guard isDesignableMultilineLabel(view), let maxWidth, maxWidth > 0, let text = view.text,
            oneLine.width > maxWidth + 0.01, oneLine.height > 0
        else { return nil }
        let font = view.font ?? .body
        // The recorded size is the text's own lines (one per line break) unwrapped: as wide as the widest.
        let paragraphs = TextMetrics.paragraphs(of: text)
        let tableWidth = paragraphs.map { metrics.width(of: String($0), font: font) }.max() ?? 0
        guard tableWidth > 0 else { return nil }
        var scaled = metrics
        scaled.widthScale = metrics.widthScale * Double(oneLine.width) / tableWidth
        let lines = scaled.lines(of: text, font: font, numberOfLines: view.numberOfLines, maxWidth: maxWidth)
        let widest = min(maxWidth, lines.map { scaled.width(of: $0, font: font) }.max() ?? 0)
        // The file's font's lines where they round to the recorded height; else the line the
        // recorded height rounds up from (halfway into its last pixel).
        let recorded = Double(oneLine.height)
        let height =
            abs(TextMetrics.ceil(metrics.height(lines: paragraphs.count, font: font), scale) - recorded) < 0.01
            ? metrics.height(lines: lines.count, font: font)
            : Double(lines.count) * (recorded - 0.5 / scale) / Double(paragraphs.count)
        return CGSize(width: TextMetrics.ceil(widest, scale), height: TextMetrics.ceil(height, scale))
    }

    /// The width a multi-line label wraps its text at whatever width layout gives it: its
    /// `preferredMaxLayoutWidth` when Interface Builder's "Preferred Width" is Explicit
    /// (`preferredMaxLayoutWidth="300"`; Automatic writes none, and `0` is UIKit's automatic).
    /// "If the text extends beyond the width specified by this property, the additional text flows
    /// to one or more new lines, increasing the height of the label" (UIKit's `UILabel`
    /// documentation); UIKit does not change an explicit width from the bounds the label gets, so
    /// such a label's intrinsic size does not depend on its width: VLC's empty-library text, 300 pt
    /// explicit, is 300 pt wide in a stack view that centres it in a 393-pt screen.
    static func preferredMaxLayoutWidth(_ view: ScreenView) -> Double? {
        guard view.element == "label", view.numberOfLines != 1,
            let width = view.details["preferredMaxLayoutWidth"].flatMap(Double.init), width.isFinite, width > 0
        else { return nil }
        return width
    }

    /// What a `UITextView` that does not scroll (`scrollEnabled="NO"`) adds around its text, or
    /// `nil` for one that scrolls, which has `UIScrollView`'s intrinsic size: none. With scrolling
    /// off, UIKit sizes the text view to its text, wrapped at its width, like a multi-line label,
    /// plus its `textContainerInset`, `(8, 0, 8, 0)` by default, and the text container's
    /// `lineFragmentPadding`, 5 pt at each end of a line by default (UIKit's `UITextView.textContainerInset`
    /// and `NSTextContainer.lineFragmentPadding` documentation). Checked on Interface Builder's
    /// stored frames: a one-line text view in the 14-pt system font is 33 pt high (a 17-pt line + 16).
    static func textViewInsets(_ view: ScreenView) -> (width: Double, height: Double)? {
        view.element == "textView" && view.details["scrollEnabled"] == "NO" ? (width: 10, height: 16) : nil
    }

    /// The first and last baselines of a view with text, from its top and bottom, for a single line
    /// centred vertically in the view's intrinsic height (UILabel draws its text centred; a
    /// button's title is centred in its content): `(top offset, bottom offset, the height they
    /// are for)`. At another height the text moves by ``textShareAbove(_:)``.
    public static func baselines(
        _ view: ScreenView, intrinsic: CGSize, metrics: TextMetrics
    ) -> (
        first: Double, last: Double, height: Double
    )? {
        guard ["label", "button", "textField", "textView"].contains(view.element) else { return nil }
        let font = view.font ?? .body
        let line = metrics.lineHeight(of: font) * font.pointSize
        let height = intrinsic.height > 0 ? Double(intrinsic.height) : line
        let padding = view.element == "label" ? (height - line * Double(max(1, Int((height / line).rounded())))) / 2 : (height - line) / 2
        // The last baseline is a line's height less its ascender above the line's bottom (a font's
        // `lineHeight` is its ascender, descender and leading), so that in a one-line view the two
        // baselines are the same line whatever the view's height.
        let ascender = metrics.ascender * font.pointSize
        return (max(0, padding) + ascender, max(0, padding) + line - ascender, height)
    }

    /// How much of the height a button gets beyond its intrinsic height lies above its title,
    /// which is how far its baselines move down with that height, or `nil` for a view whose
    /// baselines keep their offsets from its top and bottom. A button's baselines are its title
    /// label's (`viewForFirstBaselineLayout`), which the button lays out by its
    /// `contentVerticalAlignment`: centred by default (a half), `top` (none), `bottom` (all).
    /// Interface Builder's frames show it: Tinode's alert dialog ties a 46-pt "OK" button's first
    /// baseline to the last baseline of a 46-pt "Cancel" beside it (15 scenes), which holds only
    /// with both titles centred in the 46 pt, not at their 34-pt intrinsic height. A label is left
    /// out: Zotero's field rows tie a label stretched past its text to another by first
    /// baselines, and Interface Builder's frames keep its first baseline at its offset from the top.
    static func textShareAbove(_ view: ScreenView) -> Double? {
        guard view.element == "button" else { return nil }
        switch view.details["contentVerticalAlignment"] {
        case "top": return 0
        case "bottom": return 1
        default: return 0.5
        }
    }
}
