import CursesKit
import CursesTesting
import TerminalCore
import Testing
import TextEditing

/// Where an alert's text fields go, how wide they are, and the hints that go with them.
@MainActor
struct AlertTextFieldLayoutTests {
  @Test func hintsSayWhatTheKeysDoWhereTheFocusIs() {
    let (window, alert) = presentRename()
    #expect(alert.keyHints == "type  Tab next  ⏎ Rename  Esc cancel")
    _ = window.handle(.key(.tab))
    #expect(alert.keyHints == "Tab next  ←→ move  ⏎ choose  Esc cancel")
    let plain = AlertController(title: "Phone", message: "Sure?")
    #expect(plain.keyHints == "←→ button  ⏎ choose  Esc cancel", "alerts without fields as before")
  }

  @Test func fieldsAddRowsBetweenTheMessageAndTheButtons() {
    let (window, alert) = presentRename(size: Size(width: 80, height: 16))
    #expect(alert.preferredContentSize == Size(width: 44, height: 9), "two rows more than 7")
    #expect(
      window.plainText() == """

                         ┌────────────────────────────────────────────┐
                         │                                            │
                         │                   Rename                   │
                         │                                            │
                         │          A new name for the item.          │
                         │                                            │
                         │  [Phone                                 ]  │
                         │                                            │
                         │           [ Cancel ]  [ Rename ]           │
                         │                                            │
                         └────────────────────────────────────────────┘


        ────────────────────────────────────────────────────────────────────────────────
         type  Tab next  ⏎ Rename  Esc cancel

        """)
    #expect(
      styledScreen(window).contains("[[ Cancel ]  [bold][[ Rename ][/]"),
      "the default action is bold, the cancel one no longer")
    #expect(alert.textFields[0].frame.width == 40)
  }

  @Test func at40ColumnsTheFieldShrinksInsideTheBox() {
    let (window, alert) = presentRename(
      size: Size(width: 40, height: 12),
      name: "\u{1B}[2J\u{7}a name far longer than the field can show")
    #expect(
      window.plainText() == """
        ┌──────────────────────────────────────┐
        │                Rename                │
        │                                      │
        │       A new name for the item.       │
        │                                      │
        │  [ longer than the field can show ]  │
        │                                      │
        │        [ Cancel ]  [ Rename ]        │
        │                                      │
        └──────────────────────────────────────┘
        ────────────────────────────────────────
         type  Tab next  ⏎ Rename  Esc cancel

        """)
    #expect(alert.textFields[0].frame.width == 34, "40 at 80 columns")
    _ = window.handle(.key(.home))
    let text = window.plainText()
    #expect(text.contains("│  [␛[2J␇a name far longer than the ]  │"), "controls drawn as symbols")
    #expect(
      !text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "no control reaches it")
    // A message that wraps at this width makes the alert taller, fields and all.
    alert.message = "A new name for the item, as long as you like, up to the store's limit."
    #expect(alert.preferredContentSize(fitting: Size(width: 38, height: 20)).height == 11)
  }

  @Test func wideCharactersLineUp() {
    let (window, alert) = presentRename(size: Size(width: 40, height: 12), name: "键盘🎹 Pro")
    let row = {
      window.plainText().split(separator: "\n").first { $0.contains("Pro") }.map(String.init)
    }
    #expect(row() == "│  [键盘🎹 Pro                      ]  │")
    #expect(TextWidth.of(row() ?? "") == 40, "the closing bracket and border where they belong")
    for _ in 0..<5 { _ = window.handle(.key(.left)) }
    #expect(alert.textFields[0].cursor == 2)
    #expect(textAtCursor(window)?.hasPrefix("🎹 Pro ") == true, "the cursor on the emoji")
    typeText("é", into: window)
    #expect(row() == "│  [键盘é🎹 Pro                     ]  │")
  }
}
