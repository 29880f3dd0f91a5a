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
    (
      "nav://",
      .malformed("nav://", reason: "there is no path after the host, as in nav:///inventory"),
      "Malformed link 'nav://': there is no path after the host, as in nav:///inventory"
    ),
    (
      "nav://host",
      .malformed("nav://host", reason: "there is no path after the host, as in nav:///inventory"),
      "Malformed link 'nav://host': there is no path after the host, as in nav:///inventory"
    ),
    (
      "http://x y", .malformed("http://x y", reason: "'x y' is not a host"),
      "Malformed link 'http://x y': 'x y' is not a host"
    ),
    (
      "nav://x\ty/inventory", .malformed("nav://x\ty/inventory", reason: "'x␉y' is not a host"),
      "Malformed link 'nav://x␉y/inventory': 'x␉y' is not a host"
    ),
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
      "/inventory/add?size=L", .unknownParameter("size", path: "/inventory/add"),
      "Unknown parameter 'size' for /inventory/add"
    ),
    (
      "/inventory/\(keyboard)/delete/colorPicker?name=x",
      .unknownPath("/inventory/\(keyboard)/delete/colorPicker"),
      "Unknown path /inventory/\(keyboard)/delete/colorPicker"
    ),
    (
      "/inventory/add?color=Mauve",
      .invalidValue(
        "Mauve", parameter: "color",
        expected: ["None", "Red", "Green", "Blue", "Black", "Yellow", "White", "Pink"]),
      "Parameter 'color' must be None, Red, Green, Blue, Black, Yellow, White or Pink, got 'Mauve'"
    ),
    (
      "/inventory/add?color=red",
      .invalidValue(
        "red", parameter: "color",
        expected: ["None", "Red", "Green", "Blue", "Black", "Yellow", "White", "Pink"]),
      "Parameter 'color' must be None, Red, Green, Blue, Black, Yellow, White or Pink, got 'red'"
    ),
    (
      "/inventory?sort=Name",
      .invalidValue(
        "Name", parameter: "sort",
        expected: ["name", "quantity", "color", "-name", "-quantity", "-color"]),
      "Parameter 'sort' must be name, quantity, color, -name, -quantity or -color, got 'Name'"
    ),
    (
      "/inventory/add?sort=--name",
      .invalidValue(
        "--name", parameter: "sort",
        expected: ["name", "quantity", "color", "-name", "-quantity", "-color"]),
      "Parameter 'sort' must be name, quantity, color, -name, -quantity or -color, got '--name'"
    ),
    (
      "/inventory/add?status=soldOut",
      .invalidValue("soldOut", parameter: "status", expected: ["inStock", "outOfStock"]),
      "Parameter 'status' must be inStock or outOfStock, got 'soldOut'"
    ),
    (
      "/inventory/add?status=outOfStock&backOrder=yes",
      .invalidValue("yes", parameter: "backOrder", expected: ["true", "false"]),
      "Parameter 'backOrder' must be true or false, got 'yes'"
    ),
    (
      "/inventory/add?status=outOfStock&quantity=3",
      .parameterNeedsStatus("quantity", status: "inStock"),
      "Parameter 'quantity' needs status=inStock"
    ),
    (
      "/inventory/\(keyboard)/edit?backOrder=true",
      .parameterNeedsStatus("backOrder", status: "outOfStock"),
      "Parameter 'backOrder' needs status=outOfStock"
    ),
    (
      "/inventory/\(keyboard)/duplicate?status=inStock&backOrder=false",
      .parameterNeedsStatus("backOrder", status: "outOfStock"),
      "Parameter 'backOrder' needs status=outOfStock"
    ),
    (
      "/inventory/\(keyboard)/edit?quantity=-1", .invalidQuantity("-1"),
      "Quantity must be a whole number ≥ 0, got '-1'"
    ),
    (
      "/inventory/\(keyboard)/duplicate?name=a&name=b", .duplicateParameter("name"),
      "Parameter 'name' appears more than once"
    ),
    ("/one?tab=2", .unknownParameter("tab", path: "/one"), "Unknown parameter 'tab' for /one"),
    (
      "/inventory/\(keyboard)/delete?name=x",
      .unknownParameter("name", path: "/inventory/\(keyboard)/delete"),
      "Unknown parameter 'name' for /inventory/\(keyboard)/delete"
    ),
    (
      "/inventory/\(keyboard)/edit?size=L",
      .unknownParameter("size", path: "/inventory/\(keyboard)/edit"),
      "Unknown parameter 'size' for /inventory/\(keyboard)/edit"
    ),
    (
      "/inventory?name=x", .unknownParameter("name", path: "/inventory"),
      "Unknown parameter 'name' for /inventory"
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
      "/inventory/add?name=%C3",
      .malformed("/inventory/add?name=%C3", reason: "bad percent-escape in '%C3'"),
      "Malformed link '/inventory/add?name=%C3': bad percent-escape in '%C3'"
    ),
    (
      "/inventory/add?name=a%2",
      .malformed("/inventory/add?name=a%2", reason: "bad percent-escape in 'a%2'"),
      "Malformed link '/inventory/add?name=a%2': bad percent-escape in 'a%2'"
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
    (
      "/inventory?filter=a%0Ab", .invalidFilter("a\nb"),
      "Filter 'a␊b' has a control character, line break or bidi override, which a filter "
        + "cannot hold"
    ),
    (
      "/inventory/add?filter=%E2%80%AEevil", .invalidFilter("\u{202E}evil"),
      "Filter '\u{202E}evil' has a control character, line break or bidi override, which a "
        + "filter cannot hold"
    ),
    (
      "/inventory?filter=a&filter=b", .duplicateParameter("filter"),
      "Parameter 'filter' appears more than once"
    ),
    (
      "/one?filter=key", .unknownParameter("filter", path: "/one"),
      "Unknown parameter 'filter' for /one"
    ),
    (
      "/inventory/\(keyboard)/rename?color=Red",
      .unknownParameter("color", path: "/inventory/\(keyboard)/rename"),
      "Unknown parameter 'color' for /inventory/\(keyboard)/rename"
    ),
    (
      "/inventory/\(keyboard)/rename/colorPicker",
      .unknownPath("/inventory/\(keyboard)/rename/colorPicker"),
      "Unknown path /inventory/\(keyboard)/rename/colorPicker"
    ),
    (
      "/inventory/xyz/rename?name=A", .malformedID("xyz"), "Malformed id 'xyz'"
    ),
    (
      "/inventory/nowhere?filter=%0A", .unknownPath("/inventory/nowhere"),
      "Unknown path /inventory/nowhere"
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
