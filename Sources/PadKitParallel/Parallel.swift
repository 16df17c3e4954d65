import Foundation

/// Work split over a few threads, results in index order: the linter's files, the soak's
/// episodes and `padkit matrix`'s launches all run this way.
///
/// Threads rather than `DispatchQueue.concurrentPerform`, because their stack size can be chosen:
/// the twin and swift-syntax recurse as deep as the tree they walk. Each worker claims the next
/// index, so a slow item does not hold up a precomputed share; reading the slots in index order
/// keeps the output the same whatever the number of threads.
public enum Parallel {
    /// `body(0..<count)` on `workers` threads (at most `count`), each with `stackSize` bytes of
    /// stack; the results in index order.
    public static func map<T: Sendable>(
        count: Int, workers: Int, stackSize: Int = 8 << 20,
        _ body: @escaping @Sendable (Int) -> T
    ) -> [T] {
        let results = Slots<T>(count: count)
        let finished = DispatchGroup()
        for _ in 0..<max(1, min(workers, count)) {
            finished.enter()
            let thread = Thread {
                while let index = results.claimNext() {
                    results.store(body(index), at: index)
                }
                finished.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        finished.wait()
        return results.values()
    }

    /// One slot per index, filled by whichever worker claims it; the lock makes claiming and
    /// storing safe.
    private final class Slots<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var slots: [Value?]

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

        func store(_ value: Value, at index: Int) {
            lock.lock()
            slots[index] = value
            lock.unlock()
        }

        /// Every value, in index order (all are stored once `map` returns).
        func values() -> [Value] {
            lock.lock()
            defer { lock.unlock() }
            return slots.compactMap { $0 }
        }
    }
}
