import Foundation

/// The crash-level rules on Objective-C files (`.m`, `.mm`), by a small lexer: PadKit has no
/// Objective-C parser, and these two patterns are visible in the text of one method.
///
/// - `orientation-kvc`: `[[UIDevice currentDevice] setValue:... forKey:@"orientation"]`.
/// - `popover-without-anchor`: a controller made as an action sheet
///   (`preferredStyle:UIAlertControllerStyleActionSheet`) or an activity sheet
///   (`[[UIActivityViewController alloc] initWithActivityItems:...]`), assigned to a variable and
///   presented (`presentViewController:name`) in the same method, where the method never touches
///   the variable's `popoverPresentationController` and never tests the idiom: that crashes on iPad.
///
/// Comments are left out first (lines kept); findings have the Swift rules' shape (rule, severity,
/// message, file:line:column). There is no `--fix` for Objective-C.
enum ObjectiveCLinter {
    /// The rules this linter runs, for the summary.
    static let rules: [Rule] = [.popoverWithoutAnchor, .orientationKeyValueCoding]

    /// `outcome` for a file of an iPhone-only app (``AppTarget/isIPhoneOnly``): its action sheets
    /// and activity sheets keep the phone idiom on iPad and iPhone Duo, where UIKit presents them
    /// as sheets, so their `popover-without-anchor` findings are dropped.
    static func inPhoneIdiom(_ outcome: FileOutcome) -> FileOutcome {
        var outcome = outcome
        outcome.findings.removeAll { $0.ruleID == Rule.popoverWithoutAnchor.id }
        return outcome
    }

    static func lint(source: String, path: String, settings: RuleSettings) -> FileOutcome {
        let code = strippingComments(source)
        var findings: [Finding] = []
        func report(_ rule: Rule, at offset: String.Index, detail: String) {
            guard let severity = settings.severity(of: rule) else { return }
            let line = code[..<offset].reduce(into: 1) { count, character in if character == "\n" { count += 1 } }
            findings.append(
                Finding(ruleID: rule.id, severity: severity, message: "\(rule.message) (\(detail))", path: path, line: line, column: 1))
        }
        if let kvc = try? NSRegularExpression(pattern: #"setValue:[^\]]*forKey:\s*@"orientation""#) {
            for match in kvc.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                guard let range = Range(match.range, in: code) else { continue }
                report(.orientationKeyValueCoding, at: range.lowerBound, detail: "Objective-C: setValue:forKey:@\"orientation\"")
            }
        }
        for method in bodies(in: code) {
            let body = code[method]
            guard !body.contains("UIUserInterfaceIdiomPad"), !body.contains("UI_USER_INTERFACE_IDIOM") else { continue }
            for sheet in sheets(in: code, within: method) {
                let name = NSRegularExpression.escapedPattern(for: sheet.name)
                let presented = body.range(of: #"presentViewController:\s*"# + name + #"\b"#, options: .regularExpression) != nil
                let anchored =
                    body.range(of: name + #"\s*\.\s*popoverPresentationController"#, options: .regularExpression) != nil
                    || body.range(of: #"\[\s*"# + name + #"\s+popoverPresentationController\s*\]"#, options: .regularExpression) != nil
                guard presented, !anchored else { continue }
                report(
                    .popoverWithoutAnchor, at: sheet.at,
                    detail: "Objective-C: '\(sheet.name)' is \(sheet.kind), presented with no popover anchor")
            }
        }
        return FileOutcome(findings: findings, wasRead: true)
    }

    /// The source with `//` and `/* */` comments blanked (newlines kept, so lines stay); strings kept.
    static func strippingComments(_ source: String) -> String {
        var result = ""
        var rest = Substring(source)
        var inString = false
        while let character = rest.first {
            rest = rest.dropFirst()
            if inString {
                result.append(character)
                if character == "\\", let next = rest.first {
                    result.append(next)
                    rest = rest.dropFirst()
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            if character == "\"" {
                inString = true
                result.append(character)
            } else if character == "/", rest.first == "/" {
                while let next = rest.first, next != "\n" { rest = rest.dropFirst() }
            } else if character == "/", rest.first == "*" {
                rest = rest.dropFirst()
                while let next = rest.first {
                    rest = rest.dropFirst()
                    if next == "\n" { result.append("\n") }
                    if next == "*", rest.first == "/" {
                        rest = rest.dropFirst()
                        break
                    }
                }
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The outermost brace-delimited bodies (methods, functions, blocks at file level), in order.
    static func bodies(in code: String) -> [Range<String.Index>] {
        var result: [Range<String.Index>] = []
        var depth = 0
        var start: String.Index?
        var index = code.startIndex
        while index < code.endIndex {
            let character = code[index]
            if character == "{" {
                if depth == 0 { start = index }
                depth += 1
            } else if character == "}", depth > 0 {
                depth -= 1
                if depth == 0, let begin = start { result.append(begin..<code.index(after: index)) }
            }
            index = code.index(after: index)
        }
        return result
    }

    /// `name = [UIAlertController alertControllerWithTitle:... preferredStyle:UIAlertControllerStyleActionSheet]`
    /// and `name = [[UIActivityViewController alloc] initWithActivityItems:...]` in `range`, with where they start.
    static func sheets(in code: String, within range: Range<String.Index>) -> [(name: String, kind: String, at: String.Index)] {
        let patterns = [
            (
                #"(\w+)\s*=\s*\[\s*UIAlertController\s+alertControllerWithTitle:[^;]*preferredStyle:\s*UIAlertControllerStyleActionSheet"#,
                "an action sheet"
            ),
            (#"(\w+)\s*=\s*\[\s*\[\s*UIActivityViewController\s+alloc\s*\]\s*initWithActivityItems:"#, "an activity sheet"),
        ]
        var result: [(name: String, kind: String, at: String.Index)] = []
        for (pattern, kind) in patterns {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
            for match in expression.matches(in: code, range: NSRange(range, in: code)) {
                guard let whole = Range(match.range, in: code), let name = Range(match.range(at: 1), in: code) else { continue }
                result.append((String(code[name]), kind, whole.lowerBound))
            }
        }
        return result.sorted { $0.at < $1.at }
    }
}
