import Foundation
import Inventory
import Testing

@Suite struct DeepLinkErrorTests {
  static let keyboard = "5EED0000-0000-0000-0000-000000000001"

  private func error(parsing text: String) -> DeepLinkError? {
    do {
      _ = try DeepLink(parsing: text)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    ("", DeepLinkError.empty, "The link is empty"),
    ("  \n", .empty, "The link is empty"),
    ("/foo", .unknownPath("/foo"), "Unknown path /foo"),
    ("/", .unknownPath("/"), "Unknown path /"),
    ("nav://", .unknownPath("/"), "Unknown path /"),
    (
      "/inventory/add/extra", .unknownPath("/inventory/add/extra"),
      "Unknown path /inventory/add/extra"
    ),
    ("/Inventory", .unknownPath("/Inventory"), "Unknown path /Inventory"),
    ("/one/two", .unknownPath("/one/two"), "Unknown path /one/two"),
    (
      "/inventory/\(keyboard)", .unknownPath("/inventory/\(keyboard)"),
      "Unknown path /inventory/\(keyboard)"
    ),
    (
      "/inventory/\(keyboard)/explode", .unknownPath("/inventory/\(keyboard)/explode"),
      "Unknown path /inventory/\(keyboard)/explode"
    ),
    (
      "/inventory/\(keyboard)/delete/colorPicker",
      .unknownPath("/inventory/\(keyboard)/delete/colorPicker"),
      "Unknown path /inventory/\(keyboard)/delete/colorPicker"
    ),
    ("/inventory/xyz/edit", .malformedID("xyz"), "Malformed id 'xyz'"),
    ("/inventory/5EED/delete", .malformedID("5EED"), "Malformed id '5EED'"),
    (
      "/inventory/add?quantity=-3", .invalidQuantity("-3"),
      "Quantity must be a whole number ≥ 0, got '-3'"
    ),
    (
      "/inventory/add?quantity=abc", .invalidQuantity("abc"),
      "Quantity must be a whole number ≥ 0, got 'abc'"
    ),
    (
      "/inventory/add?quantity=", .invalidQuantity(""),
      "Quantity must be a whole number ≥ 0, got ''"
    ),
    (
      "/inventory/add?quantity=1.5", .invalidQuantity("1.5"),
      "Quantity must be a whole number ≥ 0, got '1.5'"
    ),
    (
      "/inventory/add?quantity=%2B3", .invalidQuantity("+3"),
      "Quantity must be a whole number ≥ 0, got '+3'"
    ),
    (
      "/inventory/add?quantity=%203", .invalidQuantity(" 3"),
      "Quantity must be a whole number ≥ 0, got ' 3'"
    ),
    (
      "/inventory/add?quantity=٣", .invalidQuantity("٣"),
      "Quantity must be a whole number ≥ 0, got '٣'"
    ),
    (
      "/inventory/add?quantity=99999999999999999999", .invalidQuantity("99999999999999999999"),
      "Quantity must be a whole number ≥ 0, got '99999999999999999999'"
    ),
    (
      "/inventory/add?color=Red", .unknownParameter("color", path: "/inventory/add"),
      "Unknown parameter 'color' for /inventory/add"
    ),
    ("/one?tab=2", .unknownParameter("tab", path: "/one"), "Unknown parameter 'tab' for /one"),
    (
      "/inventory/\(keyboard)/edit?name=x",
      .unknownParameter("name", path: "/inventory/\(keyboard)/edit"),
      "Unknown parameter 'name' for /inventory/\(keyboard)/edit"
    ),
    (
      "/inventory/add?name=a&name=b", .duplicateParameter("name"),
      "Parameter 'name' appears more than once"
    ),
    (
      "/inventory/add?name=%ZZ",
      .malformed("/inventory/add?name=%ZZ", reason: "bad percent-escape in '%ZZ'"),
      "Malformed link '/inventory/add?name=%ZZ': bad percent-escape in '%ZZ'"
    ),
    (
      "inventory",
      .malformed("inventory", reason: "a link is a nav: URL or a path starting with /"),
      "Malformed link 'inventory': a link is a nav: URL or a path starting with /"
    ),
    (
      "nav:inventory",
      .malformed("nav:inventory", reason: "a link is a nav: URL or a path starting with /"),
      "Malformed link 'nav:inventory': a link is a nav: URL or a path starting with /"
    ),
    (
      "1nav:///one", .malformed("1nav:///one", reason: "'1nav' is not a URL scheme"),
      "Malformed link '1nav:///one': '1nav' is not a URL scheme"
    ),
    (
      "n v:///one", .malformed("n v:///one", reason: "'n v' is not a URL scheme"),
      "Malformed link 'n v:///one': 'n v' is not a URL scheme"
    ),
  ])
  func badInputIsRefusedWithAMessage(text: String, expected: DeepLinkError, message: String) {
    let error = error(parsing: text)
    #expect(error == expected)
    #expect(error?.description == message)
    #expect(error?.localizedDescription == message)
  }

  @Test func absurdlyLongInputIsRefusedBeforeParsing() {
    let text = "/inventory/add?name=" + String(repeating: "a", count: 2029)
    #expect(text.count == 2049)
    let error = error(parsing: text)
    #expect(error == .tooLong(length: 2049, limit: 2048))
    #expect(error?.description == "Link is too long (2049 characters, at most 2048)")
    // Exactly at the limit is fine.
    #expect(self.error(parsing: String(text.dropLast())) == nil)
  }

  @Test func lengthCountsUnicodeScalarsSoHugeGraphemesCannotSneakIn() {
    let zalgo = "a" + String(repeating: "\u{301}", count: 3000)
    #expect(zalgo.count == 1)
    #expect(error(parsing: "/inventory/add?name=" + zalgo) == .tooLong(length: 3021, limit: 2048))
  }

  @Test func longInputIsShortenedInMessages() throws {
    let path = "/" + String(repeating: "x", count: 200)
    let description = try #require(error(parsing: path)).description
    #expect(
      description == "Unknown path /" + String(repeating: "x", count: 79) + "… (201 characters)")
  }

  @Test func aHugeMalformedLinkIsQuotedShort() throws {
    let text = "nav:" + String(repeating: "y", count: 2000)
    let description = try #require(error(parsing: text)).description
    #expect(
      description
        == "Malformed link 'nav:" + String(repeating: "y", count: 76) + "… (2004 characters)'"
        + ": a link is a nav: URL or a path starting with /")
  }

  @Test func unknownIDMessage() {
    #expect(
      DeepLinkError.unknownID(generatedID(9)).description
        == "No item with id 00000000-0000-0000-0000-000000000009")
  }
}
