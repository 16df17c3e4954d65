import Foundation
@testable import PadKitApps
import Testing

/// The C preprocessing Xcode runs on an Info.plist (`INFOPLIST_PREPROCESS = YES`).
@Suite("Info.plist preprocessing")
struct InfoPlistPreprocessorTests {
    static func run(
        _ text: String, definitions: [String] = [], files: [String: String] = [:], traditional: Bool = false,
        prefix: String? = nil
    ) -> InfoPlistPreprocessor.Output {
        var preprocessor = InfoPlistPreprocessor(definitions: definitions, includeFolders: ["/project"], keepsLineComments: traditional) {
            path in
            files[path].map { ($0, (path as NSString).lastPathComponent) }
        }
        return preprocessor.run(
            text: text, path: "/project/App/Info.plist", display: "App/Info.plist",
            prefixHeader: prefix.map { ($0, ($0 as NSString).lastPathComponent, "INFOPLIST_PREFIX_HEADER") })
    }

    @Test(
        "#if, #ifdef, #ifndef, #elif, #else with C's arithmetic and defined()",
        arguments: [
            ("#if 1\nA\n#else\nB\n#endif", "A\n"),
            ("#if 0\nA\n#elif 2 > 1 && !defined(X)\nB\n#else\nC\n#endif", "B\n"),
            ("#ifdef X\nA\n#endif\n#ifndef X\nB\n#endif", "B\n"),
            ("#if LEVEL * 2 == 6 ? 1 : 0\nA\n#endif", "A\n"),
            ("#if (0x10 >> 2) == 4 && 010 == 8 && -1 < 0 && 7 % 4 == 3\nA\n#endif", "A\n"),
            ("#if 0\n#if 1\nA\n#endif\n#else\nB\n#endif", "B\n"),
            ("#if UNDEFINED_NAME\nA\n#else\nB\n#endif", "B\n"),
        ])
    func conditionals(text: String, expected: String) {
        let output = Self.run(text, definitions: ["LEVEL=3"])
        #expect(output.text == expected)
        #expect(output.unresolved.isEmpty)
    }

    @Test("macros are replaced as words outside double quotes, rescanned, never inside themselves")
    func expansion() {
        let output = Self.run(
            "#define NAME Pantry VERSION\n#define VERSION 2\n#define SELF SELF x\n<string>NAME</string> \"NAME\" NAMES SELF",
            definitions: [])
        #expect(output.text == "<string>Pantry 2</string> \"NAME\" NAMES SELF x\n")
    }

    @Test("comments: /* */ always, // unless -traditional; quoted text keeps its slashes")
    func comments() {
        let text = "<!DOCTYPE plist \"-//Apple//DTD PLIST 1.0//EN\">\n<string>https://example.com</string> /* note */\nX"
        #expect(Self.run(text).text == "<!DOCTYPE plist \"-//Apple//DTD PLIST 1.0//EN\">\n<string>https:\nX\n")
        #expect(
            Self.run(text, traditional: true).text
                == "<!DOCTYPE plist \"-//Apple//DTD PLIST 1.0//EN\">\n<string>https://example.com</string>  \nX\n")
    }

    @Test("includes are read in place, beside the plist then in the project's folder; a missing one is listed with its remedy")
    func includes() {
        let output = Self.run(
            "#include \"Keys.plist\"\n#include \"Shared/Common.h\"\n#include \"Pods/Generated.h\"\nEND",
            files: ["/project/App/Keys.plist": "<key>A</key>", "/project/Shared/Common.h": "#define END done"])
        #expect(output.text == "<key>A</key>\ndone\n")
        #expect(output.unresolved.count == 1)
        #expect(output.unresolved.first?.file == "Pods/Generated.h")
        #expect(output.unresolved.first?.source == "App/Info.plist:3")
        #expect(output.unresolved.first?.remedy?.contains("pod install") == true)
    }

    @Test("a missing prefix header: listed, and conditions on names it might define are listed as decided without it")
    func missingPrefixHeader() {
        let output = Self.run("#ifdef FROM_HEADER\nA\n#else\nB\n#endif", prefix: "/project/DerivedData/Prefix.h")
        #expect(output.text == "B\n")
        #expect(output.unresolved.map(\.path) == ["project", "infoPlist"])
        #expect(output.unresolved[1].reason.contains("FROM_HEADER"))
        #expect(output.unresolved[1].source == "App/Info.plist:1")
    }

    @Test(
        "broken directives are listed with their line, never a crash",
        arguments: [
            "#endif", "#else", "#if 1\nA", "#if (1\nA\n#endif", "#if 1/0\nA\n#endif", "#bogus\nA", "#include <stdio.h>", "#error stop",
            "#define",
        ])
    func brokenDirectives(text: String) {
        let output = Self.run(text)
        #expect(!output.unresolved.isEmpty)
        #expect(output.unresolved.allSatisfy { $0.source?.hasPrefix("App/Info.plist:") == true })
    }

    @Test("an include cycle stops at the nesting limit; a file that includes itself twice stops at the file limit")
    func includeCycle() {
        let output = Self.run("#include \"Loop.h\"", files: ["/project/App/Loop.h": "#include \"Loop.h\"\nx"])
        #expect(output.unresolved.contains { $0.reason.contains("nested more than") })
        let doubling = Self.run("#include \"Two.h\"", files: ["/project/App/Two.h": "#include \"Two.h\"\n#include \"Two.h\"\nx"])
        #expect(doubling.unresolved.contains { $0.reason.contains("files included in all") })
        #expect(doubling.text.count <= InfoPlistPreprocessor.maximumIncludes * 2)
    }

    @Test("macros that double at every level stop at the replacement budget")
    func exponentialMacros() {
        let names = (0..<40).map { "M\($0)" }
        let defines = (0..<39).map { "#define \(names[$0]) \(names[$0 + 1]) \(names[$0 + 1])" }.joined(separator: "\n")
        let output = Self.run(defines + "\nM0\n#if M0\n#endif")
        #expect(output.unresolved.contains { $0.reason.contains("macro replacements") })
    }

    @Test("random input never crashes and keeps the output bounded (seed printed)", arguments: [UInt64(0x5EED_22)])
    func random(seed: UInt64) {
        var state = seed
        let pieces = [
            "#if ", "#ifdef A\n", "#elif ", "#else\n", "#endif\n", "#define A B\n", "#define B A\n", "defined(", "(", ")", "&&", "||",
            "1", "0", "A", "/*", "*/", "//", "\"", "\\\n", "#include \"A\"\n", "<string>", "\n", " ", "?", ":", "-", "%", "/",
        ]
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<40 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int((state >> 33) % UInt64(pieces.count))]
            }
            let output = Self.run(text, files: ["/project/App/A": text])
            #expect(output.text.utf8.count <= InfoPlistPreprocessor.maximumOutputBytes + text.utf8.count * 64, "seed \(seed): \(text)")
        }
    }
}
