import Foundation
import Testing

/// Every Swift snippet of the getting-started articles, of the UIKitNavigation table and of
/// the README's app is the code it says it is from, word for word, so the docs cannot drift
/// from code that compiles and is tested. A snippet names its source in an HTML comment just
/// above it (`<!-- snippet: Examples/Counter/CounterApp.swift -->`); `snippet: none (why)`
/// marks the few that are fragments of a file no target has (a package manifest).
struct DocSnippetTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let documents = [
    "Sources/Toolkit/CursesUI/CursesUI.docc/GettingStarted.md",
    "Sources/Toolkit/CursesKit/CursesKit.docc/GettingStarted.md",
    "Sources/Toolkit/CursesKit/CursesKit.docc/UIKitNavigation.md",
    "README.md",
  ]

  @Test(arguments: documents)
  func everySnippetIsItsSourceWordForWord(document: String) throws {
    let text = try String(contentsOf: Self.root.appending(path: document), encoding: .utf8)
    let snippets = Snippet.all(in: text)
    #expect(!snippets.isEmpty, "\(document) has snippets")
    for snippet in snippets {
      let source = try #require(snippet.source, "\(document): a snippet without its source")
      guard source != "none" else { continue }
      let file = try String(contentsOf: Self.root.appending(path: source), encoding: .utf8)
      let isInSource = Snippet.lines(of: file).contains(snippet.lines)
      #expect(isInSource, "\(document): a snippet is not in \(source) as written:\n\(snippet.code)")
    }
  }
}

/// A fenced Swift block of a Markdown document, with the source its comment names.
struct Snippet {
  let source: String?
  let code: String

  /// The block's lines, trimmed, without blank lines or a lone `@main` (the tests' copies
  /// of an entry point cannot be `@main`).
  var lines: [String] { Self.lines(of: code).filter { $0 != "@main" } }

  static func lines(of text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      !$0.isEmpty
    }
  }

  static func all(in markdown: String) -> [Snippet] {
    var snippets: [Snippet] = []
    var source: String?
    var code: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if var open = code {
        if line.trimmingCharacters(in: .whitespaces) == "```" {
          snippets.append(Snippet(source: source, code: open.joined(separator: "\n")))
          code = nil
          source = nil
        } else {
          open.append(line)
          code = open
        }
      } else if line.hasPrefix("<!-- snippet: "), line.hasSuffix(" -->") {
        let name = line.dropFirst("<!-- snippet: ".count).dropLast(" -->".count)
        source = String(name.split(separator: " ").first ?? "")
      } else if line.hasPrefix("```swift") {
        code = []
      } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
        source = nil
      }
    }
    return snippets
  }
}

extension Array where Element == String {
  /// Whether `other` appears in this array as a contiguous run.
  fileprivate func contains(_ other: [String]) -> Bool {
    guard !other.isEmpty, other.count <= count else { return other.isEmpty }
    return (0...(count - other.count)).contains { Array(self[$0..<($0 + other.count)]) == other }
  }
}
