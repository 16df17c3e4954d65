import Foundation

/// One slot per episode, filled by whichever worker runs it; the lock makes claiming and storing
/// safe, and reading the slots in order keeps the report the same whatever the thread count.
final class EpisodeSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [TwinSoak.EpisodeResult?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func claimNext() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slots.count else { return nil }
        defer { next += 1 }
        return next
    }

    func store(_ result: TwinSoak.EpisodeResult, at index: Int) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    func results() -> [TwinSoak.EpisodeResult] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
