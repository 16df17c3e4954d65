/// The kind of a tableau symbol (Kiwi's `Symbol::Type`).
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality: ≥ 0.
    case slack
    /// The error of a non-required constraint: ≥ 0, and part of the objective.
    case error
    /// The marker of a required equality: always 0, never chosen to enter the basis.
    case dummy
}

/// Why a tableau operation failed.
enum TableauFailure: Error {
    /// The required constraints cannot all hold; the tags (constraint ids) of a conflicting set.
    case unsatisfiable([Int32])
    /// A coefficient or constant of the new row, or a value computed by a pivot, is not
    /// finite: Double's range overflowed. The tableau may hold such values; ``Solver`` rebuilds it.
    case nonFinite
    case internalError(String)
}

/// What the tableau remembers about one constraint (Kiwi's `Tag`, plus what an in-place
/// constant update needs).
struct ConstraintTag {
    /// The symbol that identifies the constraint's row: its slack, its positive error, or its dummy.
    var marker: Int32
    /// The second error symbol of a non-required constraint, or −1.
    var other: Int32
    /// The coefficients of `marker` and `other` in the constraint's row as first written
    /// (`expression + κ·marker + …`, before any sign reversal). A change Δ of the expression's
    /// constant is the substitution `marker → marker + Δ/κ`.
    var markerCoefficient: Double
    var otherCoefficient: Double
    var strength: Double
    var isRequired: Bool
    /// The expression's current constant.
    var constant: Double
}

/// The rows a constant change goes through, remembered between edits (see
/// `Tableau/shiftCaches`).
struct ShiftCache {
    var version: UInt64 = 0
    var isValid = false
    var slots: [Int32] = []
    var coefficients: [Double] = []
}

/// An incremental simplex tableau in Cassowary's augmented form (Badros, Borning and Stuckey
/// 2001), in the shape of Kiwi's `SolverImpl` with four differences that make it faster or
/// more faithful:
///
/// * **Integer symbols and slot-indexed rows.** Symbols are `Int32` ids with their kind in a
///   side array; rows live in a contiguous array indexed by slot, and `slotOfSymbol` finds the
///   row of a basic symbol in O(1) (Kiwi: binary search in a sorted map of pointers).
/// * **A column index.** `columns[s]` lists the slots of the rows that may contain `s`
///   (entries are removed lazily and checked on use), so substituting a symbol, shifting a
///   constant or suggesting a value touches only the rows that mention it. Kiwi walks every
///   row.
/// * **Lexicographic objective.** One objective row per distinct strength, compared level by
///   level, so a higher strength is always satisfied first (see ``Strength``).
/// * **Variables' rows left stale by pivots.** The simplex never reads a variable's row, so a
///   pivot does not rewrite it; it is brought up to date where it is read, and values are
///   evaluated through it (see `Tableau+StaleRows.swift`).
///
/// It is a struct so that the hot loops get static exclusivity checking; ``Solver`` owns it.
struct Tableau {
    // Symbols.
    var kinds: [SymbolKind] = []
    /// For a marker or error symbol: the tag id of its constraint; for an external: −1.
    var owners: [Int32] = []
    var slotOfSymbol: [Int32] = []
    var columns: [[Int32]] = []

    // Rows.
    var rows: [SparseRow] = []
    var basicOfSlot: [Int32] = []
    var freeSlots: [Int32] = []
    var marks: [UInt32] = []
    var epoch: UInt32 = 0
    /// Per slot: a variable's row that pivots left mentioning basic symbols (see
    /// `Tableau+StaleRows.swift`); `staleSlots` lists them (possibly with refreshed ones).
    var isStale: [Bool] = []
    var staleCount = 0
    /// Per slot: value reads since a pivot last left the row stale.
    var staleReads: [UInt8] = []
    var evaluationMemo: [Double] = []
    var staleSlots: [Int32] = []
    var refreshStack: [Int32] = []
    var basicsBuffer: [Int32] = []
    var keptBuffer: [Int32] = []
    var refreshSlots: [Int32] = []

    // Objective: one row per strength level, strongest first.
    var levels: [SparseRow] = []
    var levelStrengths: [Double] = []
    /// Per symbol: whether any objective level has it (a coefficient of at least `epsilon`),
    /// what an ambiguity test asks of every cell of a row; made when first read after the
    /// levels changed (`objectiveMaskIsValid`), as a layout reads every view's ambiguity in
    /// every window and the levels change only with pivots and additions.
    var objectiveMask: [Bool] = []
    /// Whether `objectiveMask` holds for the levels as they are: every write to `levels` clears it.
    var objectiveMaskIsValid = false
    var artificial: SparseRow?

    // Variables and constraints.
    var symbolOfVariable: [Int32] = []
    var tags: [ConstraintTag?] = []
    var infeasible: [Int32] = []

    // Scratch buffers reused by merges and column walks.
    var scratch: [Cell] = []
    var addedBuffer: [Int32] = []
    var slotBuffer: [Int32] = []
    var ratioBuffer: [Double] = []

    /// Bumped whenever any row's cells or the row set change; caches of row positions compare it.
    var structureVersion: UInt64 = 0
    /// Per tag: the rows (slot, coefficient of the marker) a constant change of that constraint
    /// touches, valid while `structureVersion` equals the stored version. Repeated edits of the
    /// same edit variable with no pivot in between (the common resize case) then update the
    /// constants in one sequential pass, with no search.
    var shiftCaches: [ShiftCache] = []
    /// Simplex pivots performed so far (primal, dual and artificial).
    var pivotCount = 0
    /// Set when any arithmetic on the rows produced a value that is not finite (an overflow
    /// of Double's range, or infinity times zero). The values in the tableau are then
    /// meaningless; ``Solver`` checks the flag after every operation and rebuilds.
    var overflowed = false

    static let epsilon = SparseRow.epsilon
    static let pivotLimit = 1_000_000
}
