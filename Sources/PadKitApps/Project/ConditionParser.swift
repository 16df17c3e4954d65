/// Evaluates a preprocessor `#if` expression whose macros are already replaced (C11 6.10.1):
/// integer constants (decimal, hex, octal, with `u`/`l` suffixes), `! ~ - +`, `* / %`, `+ -`,
/// `<< >>`, `< <= > >=`, `== !=`, `&`, `^`, `|`, `&&`, `||` and `?:`, with C's precedence, in
/// 64-bit arithmetic that wraps. `nil` when the tokens are not an expression (or divide by zero).
struct ConditionParser {
    private let tokens: [String]
    private var position = 0
    private var depth = 0

    init(tokens: [String]) {
        self.tokens = tokens
    }

    mutating func parse() -> Int64? {
        guard !tokens.isEmpty, let value = conditional(), position == tokens.count else { return nil }
        return value
    }

    private var next: String? { position < tokens.count ? tokens[position] : nil }

    private mutating func take(_ token: String) -> Bool {
        guard next == token else { return false }
        position += 1
        return true
    }

    private mutating func conditional() -> Int64? {
        depth += 1
        defer { depth -= 1 }
        guard depth < 200, let test = binary(0) else { return nil }
        guard take("?") else { return test }
        guard let yes = conditional(), take(":"), let no = conditional() else { return nil }
        return test != 0 ? yes : no
    }

    /// Binary operators by precedence level, loosest first.
    private static let levels: [[String]] = [
        ["||"], ["&&"], ["|"], ["^"], ["&"], ["==", "!="], ["<", "<=", ">", ">="], ["<<", ">>"], ["+", "-"], ["*", "/", "%"],
    ]

    private mutating func binary(_ level: Int) -> Int64? {
        guard level < Self.levels.count else { return unary() }
        guard var left = binary(level + 1) else { return nil }
        while let op = next, Self.levels[level].contains(op) {
            position += 1
            guard let right = binary(level + 1) else { return nil }
            switch op {
            case "||": left = (left != 0 || right != 0) ? 1 : 0
            case "&&": left = (left != 0 && right != 0) ? 1 : 0
            case "|": left |= right
            case "^": left ^= right
            case "&": left &= right
            case "==": left = left == right ? 1 : 0
            case "!=": left = left != right ? 1 : 0
            case "<": left = left < right ? 1 : 0
            case "<=": left = left <= right ? 1 : 0
            case ">": left = left > right ? 1 : 0
            case ">=": left = left >= right ? 1 : 0
            case "<<": left = left << (right & 63)
            case ">>": left = left >> (right & 63)
            case "+": left = left &+ right
            case "-": left = left &- right
            case "*": left = left &* right
            case "/", "%":
                guard right != 0, !(left == .min && right == -1) else { return nil }
                left = op == "/" ? left / right : left % right
            default: return nil
            }
        }
        return left
    }

    private mutating func unary() -> Int64? {
        depth += 1
        defer { depth -= 1 }
        guard depth < 200, let token = next else { return nil }
        position += 1
        switch token {
        case "!": return unary().map { $0 == 0 ? 1 : 0 }
        case "~": return unary().map { ~$0 }
        case "-": return unary().map { 0 &- $0 }
        case "+": return unary()
        case "(":
            guard let value = conditional(), take(")") else { return nil }
            return value
        default:
            return Self.integer(token)
        }
    }

    /// `42`, `0x2A`, `052`, `42u`, `42UL`.
    static func integer(_ token: String) -> Int64? {
        var text = Substring(token)
        while let last = text.last, "uUlL".contains(last) { text = text.dropLast() }
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16).map { Int64(bitPattern: $0) } }
        if text.count > 1, text.hasPrefix("0") { return UInt64(text.dropFirst(), radix: 8).map { Int64(bitPattern: $0) } }
        return UInt64(text, radix: 10).map { Int64(bitPattern: $0) }
    }
}
