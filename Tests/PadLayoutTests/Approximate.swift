import Foundation

/// Frames compared to 1e-6 point: the solver works in doubles, and 3 × 229.33… does not round
/// trip exactly.
func nearlyEqual(_ a: [CGRect], _ b: [CGRect]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { nearlyEqual($0, $1) }
}

func nearlyEqual(_ a: CGRect, _ b: CGRect) -> Bool {
    [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-6 }
}
