import PadKit

/// One problem in an app description: where it is (a JSON path such as
/// `root.tabs[1].split.primary`) and what is wrong. App descriptions are read by PadJSON's
/// ``JSONReader``, as scenarios and constraint systems are, so a problem is its ``JSONProblem``.
public typealias AppDescriptionProblem = JSONProblem
