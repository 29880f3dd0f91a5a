import Foundation
import Inventory
import TestSupport
import Testing

/// The readable form the bar shows: decoded where a reader gains, escaped where the parser or
/// the screen needs it, and always a link that parses back to the one printed.
@Suite struct DeepLinkReadableTests {
  @Test(arguments: [
    ("Mouse Pad", "Mouse Pad"),
    ("Café 👍", "Café 👍"),
    ("键盘 👨‍👩‍👧", "键盘 👨‍👩‍👧"),
    ("C++", "C++"),
    ("a/b?c=d", "a/b?c=d"),
    ("100%", "100%25"),
    ("Salt & Pepper", "Salt %26 Pepper"),
    ("#1", "%231"),
    (" leading", " leading"),
    ("trailing  ", "trailing%20%20"),
    ("tab\there", "tab%09here"),
    ("nbsp\u{A0}", "nbsp%C2%A0"),
    ("\u{0}\u{1B}\u{7F}", "%00%1B%7F"),
    ("c1\u{85}\u{9B}", "c1%C2%85%C2%9B"),
    ("\u{202E}txt\u{202C}", "%E2%80%AEtxt%E2%80%AC"),
    ("\u{2067}iso\u{2069}\u{200F}\u{61C}", "%E2%81%A7iso%E2%81%A9%E2%80%8F%D8%9C"),
    ("line\u{2028}para\u{2029}", "line%E2%80%A8para%E2%80%A9"),
    ("zero\u{200B}width\u{FEFF}", "zero%E2%80%8Bwidth%EF%BB%BF"),
    // A flag made of tag characters is an emoji, not hidden text.
    (
      "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
      "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
    ),
    // It would fuse with the `=` before it: escaped whole.
    ("\u{301}é", "%CC%81%C3%A9"),
  ])
  func namesAreDecodedForReadingButNotForHiding(name: String, readable: String) throws {
    let link = DeepLink.inventory(.add(Draft(name: name)))
    #expect(link.readableURL == "nav:///inventory/add?name=" + readable)
    #expect(try DeepLink(parsing: link.readableURL) == link)
  }

  @Test func everyDraftParameterIsReadable() throws {
    let link = DeepLink.inventory(
      .row(
        id: Item.keyboard.id,
        .duplicate(
          Draft(name: "Blue Mat", color: .some(nil), status: .outOfStock(isOnBackOrder: true)),
          isColorPickerOpen: true)))
    #expect(
      link.readableURL
        == "nav:///inventory/5EED0000-0000-0000-0000-000000000001/duplicate/colorPicker"
        + "?name=Blue Mat&color=None&status=outOfStock&backOrder=true")
    #expect(try DeepLink(parsing: link.readableURL) == link)
  }

  @Test func aLinkWithoutEscapesReadsAsItsURL() {
    let link = DeepLink.inventory(.row(id: Item.phone.id, .edit(isColorPickerOpen: true)))
    #expect(link.readableURL == link.url.absoluteString)
  }

  /// Names drawn from the characters most likely to break a link or a screen, in random
  /// order and length: each readable link parses back, and shows no control or bidi character.
  @Test func randomHostileNamesComeBackWhole() throws {
    let pool: [Unicode.Scalar] = [
      "a", "Z", "0", " ", " ", "%", "&", "#", "=", "?", "/", "+", ":", "\t", "\n", "\r",
      "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{A0}", "\u{AD}", "\u{301}", "\u{20DD}",
      "\u{200B}", "\u{200D}", "\u{200E}", "\u{202E}", "\u{2066}", "\u{2028}", "\u{3000}",
      "\u{FE0F}", "\u{FEFF}", "\u{0600}", "\u{0D4E}", "\u{1F3FD}", "\u{1F468}", "\u{1F1FA}",
      "é", "键", "\u{E0067}", "\u{E007F}", "\u{10FFFD}",
    ]
    var random = SeededRandom(seed: 0x5EED)
    for _ in 0..<2000 {
      var name = String.UnicodeScalarView()
      for _ in 0..<random.below(13) { name.append(pool[random.below(pool.count)]) }
      let link = DeepLink.inventory(
        .row(id: Item.charger.id, .edit(Draft(name: String(name), color: .red))))
      let readable = link.readableURL
      #expect(try DeepLink(parsing: readable) == link, "\(readable.debugDescription)")
      #expect(
        !readable.unicodeScalars.contains { scalar in
          let category = scalar.properties.generalCategory
          return category == .control
            || (category == .format && scalar != "\u{200D}"
              && !(0xE0020...0xE007F).contains(scalar.value))
        }, "\(readable.debugDescription)")
    }
  }
}
