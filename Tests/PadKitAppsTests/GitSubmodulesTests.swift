import Foundation
@testable import PadKitApps
import Testing

/// Issue 34: the files of a submodule a clone has not checked out are one entry, naming it.
@Suite("Git submodules")
struct GitSubmodulesTests {
    @Test("the paths of .gitmodules, found above the project's folder, hold the files under them")
    func submodules() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("padkit-submodules-\(UUID().uuidString)")
        let project = root.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(
            """
            [submodule "External/Operator"]
            \tpath = External/Operator
            \turl = https://example.com/Operator.git
            [submodule "Cores/Core"]
            \tpath = Cores/Core
            """.utf8
        ).write(to: root.appendingPathComponent(".gitmodules"))
        let submodules = GitSubmodules(around: project.path, limits: ReadingLimits())
        #expect(submodules.paths == ["External/Operator", "Cores/Core"])
        #expect(submodules.submodule(holding: root.appendingPathComponent("External/Operator/Sources/A.swift").path) == "External/Operator")
        #expect(submodules.submodule(holding: root.appendingPathComponent("External/OperatorKit/A.swift").path) == nil)
        #expect(submodules.submodule(holding: project.appendingPathComponent("A.swift").path) == nil)
    }
}
