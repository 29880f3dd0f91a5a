import Foundation
import Inventory
import Testing

@Suite struct DeepLinkParsingTests {
  static let keyboard = "5EED0000-0000-0000-0000-000000000001"

  static let grammar: [(String, DeepLink)] = [
    ("/one", .one),
    ("/three", .three),
    ("/inventory", .inventory(nil)),
    ("/inventory/add", .inventory(.add())),
    (
      "/inventory/add?name=Mouse&quantity=3",
      .inventory(.add(Draft(name: "Mouse", status: .inStock(quantity: 3))))
    ),
    ("/inventory/add/colorPicker", .inventory(.add(isColorPickerOpen: true))),
    (
      "/inventory/add/colorPicker?quantity=0&name=Pad",
      .inventory(.add(Draft(name: "Pad", status: .inStock(quantity: 0)), isColorPickerOpen: true))
    ),
    ("/inventory/\(keyboard)/edit", .inventory(.row(id: Item.keyboard.id, .edit()))),
    (
      "/inventory/\(keyboard)/edit/colorPicker",
      .inventory(.row(id: Item.keyboard.id, .edit(isColorPickerOpen: true)))
    ),
    ("/inventory/\(keyboard)/delete", .inventory(.row(id: Item.keyboard.id, .delete))),
    ("/inventory/\(keyboard)/duplicate", .inventory(.row(id: Item.keyboard.id, .duplicate()))),
    (
      "/inventory/\(keyboard)/duplicate/colorPicker",
      .inventory(.row(id: Item.keyboard.id, .duplicate(isColorPickerOpen: true)))
    ),
    (
      "/inventory/add?name=Mat&color=Red&status=outOfStock&backOrder=true",
      .inventory(
        .add(Draft(name: "Mat", color: .red, status: .outOfStock(isOnBackOrder: true))))
    ),
    (
      "/inventory/add/colorPicker?color=Pink&status=outOfStock",
      .inventory(
        .add(
          Draft(color: .pink, status: .outOfStock(isOnBackOrder: false)), isColorPickerOpen: true))
    ),
    (
      "/inventory/\(keyboard)/edit?name=&color=None&quantity=1",
      .inventory(
        .row(
          id: Item.keyboard.id,
          .edit(Draft(name: "", color: .some(nil), status: .inStock(quantity: 1)))))
    ),
    (
      "/inventory/\(keyboard)/edit/colorPicker?status=outOfStock",
      .inventory(
        .row(
          id: Item.keyboard.id,
          .edit(Draft(status: .outOfStock(isOnBackOrder: false)), isColorPickerOpen: true)))
    ),
    (
      "/inventory/\(keyboard)/duplicate/colorPicker?name=Copy&color=White&quantity=9",
      .inventory(
        .row(
          id: Item.keyboard.id,
          .duplicate(
            Draft(name: "Copy", color: .white, status: .inStock(quantity: 9)),
            isColorPickerOpen: true)))
    ),
    ("/inventory/\(keyboard)/rename", .inventory(.row(id: Item.keyboard.id, .rename()))),
    (
      "/inventory/\(keyboard)/rename?name=Keyboard%20Pro",
      .inventory(.row(id: Item.keyboard.id, .rename(name: "Keyboard Pro")))
    ),
    ("/inventory?filter=key", .inventory(nil, filter: "key")),
    ("/inventory?filter=Caf%C3%A9%20%26%20bar", .inventory(nil, filter: "Café & bar")),
    ("/inventory/add?name=Pad&filter=p", .inventory(.add(Draft(name: "Pad")), filter: "p")),
    (
      "/inventory/\(keyboard)/edit/colorPicker?quantity=3&filter=ey",
      .inventory(
        .row(
          id: Item.keyboard.id, .edit(Draft(status: .inStock(quantity: 3)), isColorPickerOpen: true)
        ),
        filter: "ey")
    ),
    (
      "/inventory/\(keyboard)/delete?filter=board",
      .inventory(.row(id: Item.keyboard.id, .delete), filter: "board")
    ),
    (
      "/inventory/\(keyboard)/rename?name=Pad&filter=%20",
      .inventory(.row(id: Item.keyboard.id, .rename(name: "Pad")), filter: " ")
    ),
  ]

  @Test(arguments: grammar)
  func everyPathOfTheGrammar(path: String, link: DeepLink) throws {
    #expect(try DeepLink(parsing: path) == link)
    #expect(try DeepLink(parsing: "nav://" + path) == link)
    #expect(try DeepLink(url: try #require(URL(string: "nav://" + path))) == link)
  }

  @Test(arguments: [
    "nav:///inventory", "nav://host/inventory", "https://example.com/inventory", "nav:/inventory",
    "NAV:///inventory", "/inventory/", "//inventory", "/inventory#top", "  /inventory\n",
    "/inventory?",
  ])
  func schemeHostAndDecorationsAreIgnored(text: String) throws {
    #expect(try DeepLink(parsing: text) == .inventory(nil))
  }

  @Test func anEmptyFilterIsNoFilter() throws {
    #expect(try DeepLink(parsing: "/inventory?filter=") == .inventory(nil))
    #expect(DeepLink.inventory(nil, filter: "").path == "/inventory")
  }

  @Test func idsAreCaseInsensitive() throws {
    let link = try DeepLink(parsing: "/inventory/\(Self.keyboard.lowercased())/delete")
    #expect(link == .inventory(.row(id: Item.keyboard.id, .delete)))
  }

  @Test(arguments: [
    ("Blue%20Keyboard", "Blue Keyboard"),
    ("Blue Keyboard", "Blue Keyboard"),
    ("Caf%C3%A9%20%F0%9F%91%8D", "Café 👍"),
    ("Café 👍", "Café 👍"),
    ("Salt%20%26%20Pepper", "Salt & Pepper"),
    ("What?", "What?"),
    ("C++", "C++"),
    ("a%2Fb", "a/b"),
    ("100%25", "100%"),
    ("%ef%bb%bfBOM", "\u{FEFF}BOM"),
    ("", ""),
  ])
  func namesAreDecoded(encoded: String, name: String) throws {
    let link = try DeepLink(parsing: "/inventory/add?name=\(encoded)")
    // An empty name is the add sheet's start: no draft at all.
    #expect(link == .inventory(.add(name.isEmpty ? Draft() : Draft(name: name))))
  }

  @Test func aNameWithoutAnEqualsSignIsEmpty() throws {
    #expect(
      try DeepLink(parsing: "/inventory/add?name&quantity=2")
        == .inventory(.add(Draft(status: .inStock(quantity: 2)))))
  }

  @Test(arguments: [
    "/inventory/add?status=inStock&quantity=1", "/inventory/add?quantity=1", "/inventory/add?name=",
    "/inventory/add?color=None", "/inventory/add?status=inStock",
  ])
  func anAddDraftEqualToTheStartIsNoDraft(text: String) throws {
    #expect(try DeepLink(parsing: text) == .inventory(.add()))
  }

  @Test func statusParametersInAnyOrder() throws {
    let expected = DeepLink.inventory(.add(Draft(status: .outOfStock(isOnBackOrder: true))))
    #expect(try DeepLink(parsing: "/inventory/add?backOrder=true&status=outOfStock") == expected)
    #expect(
      try DeepLink(parsing: "/inventory/add?quantity=4&status=inStock")
        == .inventory(.add(Draft(status: .inStock(quantity: 4)))))
  }

  @Test func leadingZerosAreFine() throws {
    #expect(
      try DeepLink(parsing: "/inventory/add?quantity=007")
        == .inventory(.add(Draft(status: .inStock(quantity: 7)))))
  }
}

@Suite struct DeepLinkPrintingTests {
  @Test(arguments: DeepLinkParsingTests.grammar)
  func printsTheCanonicalPath(path: String, link: DeepLink) throws {
    // The grammar table lists canonical forms except for the reordered query.
    let expected =
      path == "/inventory/add/colorPicker?quantity=0&name=Pad"
      ? "/inventory/add/colorPicker?name=Pad&quantity=0" : path
    #expect(link.path == expected)
    #expect(link.url.absoluteString == "nav://" + expected)
    #expect(link.description == "nav://" + expected)
  }

  @Test func defaultsAreLeftOut() {
    #expect(
      DeepLink.inventory(.add(Draft(name: "", status: .inStock(quantity: 1)))).path
        == "/inventory/add")
    #expect(
      DeepLink.inventory(.add(Draft(name: "A", status: .inStock(quantity: 1)))).path
        == "/inventory/add?name=A")
    #expect(
      DeepLink.inventory(.add(Draft(name: "", status: .inStock(quantity: 2)))).path
        == "/inventory/add?quantity=2")
  }

  @Test(arguments: [
    ("Blue Keyboard", "Blue%20Keyboard"),
    ("Café 👍", "Caf%C3%A9%20%F0%9F%91%8D"),
    ("Salt & Pepper", "Salt%20%26%20Pepper"),
    ("What?", "What%3F"),
    ("C++", "C%2B%2B"),
    ("a/b#c=d", "a%2Fb%23c%3Dd"),
    ("100%", "100%25"),
    ("A-Z_a.z~0", "A-Z_a.z~0"),
  ])
  func namesArePercentEncoded(name: String, encoded: String) throws {
    let link = DeepLink.inventory(.add(Draft(name: name)))
    #expect(link.path == "/inventory/add?name=" + encoded)
    #expect(try DeepLink(parsing: link.path) == link)
    #expect(try DeepLink(url: link.url) == link)
  }
}
