import Foundation
import Testing

@testable import Inventory

/// The filter's own folding of ASCII names is Foundation's, and its byte comparison finds
/// what a substring search of the folded names finds.
@Suite struct NameFilterTests {
  static let names = [
    "Keyboard", "KEYBOARD", "keyboard", "Item 12345", "Salt & Pepper?", "a", "", "[]{}@`~^_",
    "MiXeD 123 !?", "Zebra", "zz", "Café", "CAFÉ crème", "Straße",
  ]
  static let needles = [
    "key", "KEY", "Board", "item 1", "& p", "z", "@", "`", "[", "Ž", "é", "ß", "a",
  ]

  @Test(arguments: names)
  func matchingIsASubstringSearchOfTheFoldedNames(name: String) throws {
    for needle in Self.needles {
      let filter = try #require(NameFilter(needle))
      let folded = NameFilter.folded(name)
      #expect(
        filter.matches(folded: folded)
          == Array(folded.utf8).containsSubsequence(Array(NameFilter.folded(needle).utf8)),
        "\(name) / \(needle)")
    }
  }

  @Test(arguments: [
    "Keyboard", "KEY BOARD [x]", "ÉCRAN", "Straße", "İstanbul", "ﬁle", "👍🏽 Thumbs", "Ǆemal", "é",
    String(repeating: "Long ASCII Name ", count: 8),
  ])
  func foldingIsFoundations(name: String) {
    #expect(
      NameFilter.folded(name)
        == name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
  }

  @Test func aFilterNarrowsTheFiltersItContains() throws {
    let key = try #require(NameFilter("key"))
    #expect(try #require(NameFilter("keyb")).narrows(key))
    #expect(try #require(NameFilter("monKEY")).narrows(key), "typed at the front too")
    #expect(!(try #require(NameFilter("ke")).narrows(key)))
    #expect(NameFilter("") == nil)
    #expect(NameFilter.folded("Éé") == "ee")
  }
}

extension Array where Element == UInt8 {
  /// Whether `needle` occurs in this array as a contiguous run.
  fileprivate func containsSubsequence(_ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty else { return true }
    guard count >= needle.count else { return false }
    return (0...(count - needle.count)).contains { Array(self[$0..<($0 + needle.count)]) == needle }
  }
}
