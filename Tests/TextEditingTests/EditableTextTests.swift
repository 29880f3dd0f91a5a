import TestSupport
import Testing
import TextEditing

/// Checks the counts the type keeps without walking against a walk of the whole text.
func expectConsistent(_ value: EditableText, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(value.count == value.text.count, sourceLocation: sourceLocation)
  #expect(value.cursor >= 0 && value.cursor <= value.count, sourceLocation: sourceLocation)
  #expect(
    value.text[..<value.cursorIndex].count == value.cursor, sourceLocation: sourceLocation)
  #expect(
    value.cursorIndex == value.text.index(value.text.startIndex, offsetBy: value.cursor),
    sourceLocation: sourceLocation)
}

@Suite struct EditableTextTests {
  @Test(arguments: JoiningText.all)
  func joiningScalarsTypedOneAtATimeKeepTheCursorOnACharacter(_ sample: JoiningText) {
    var text = EditableText()
    for scalar in sample.scalars {
      text.insert(String(scalar))
      expectConsistent(text)
    }
    #expect(text.text == sample.text)
    #expect(text.count == sample.characterCount)
    #expect(text.cursor == sample.characterCount)
    text.deleteBackward()
    expectConsistent(text)
    #expect(text.count == sample.characterCount - 1)
  }

  @Test(arguments: JoiningText.all)
  func joiningScalarsTypedInTheMiddle(_ sample: JoiningText) {
    var text = EditableText("ab")
    text.moveCursor(to: 1)
    for scalar in sample.scalars {
      text.insert(String(scalar))
      expectConsistent(text)
    }
    #expect(text.text == "a" + sample.text + "b")
    #expect(text.cursor == 1 + sample.characterCount)
  }

  @Test func aMarkTypedBeforeACharacterJoinsIt() {
    var text = EditableText("\u{301}x")
    text.apply(.moveToStart)
    text.insert("e")
    expectConsistent(text)
    #expect(text.count == 2)
    #expect(text.cursor == 1)
  }

  @Test func deletingBetweenHangulJamoJoinsThem() {
    var text = EditableText("\u{1100}b\u{1161}")
    #expect(text.count == 3)
    text.moveCursor(to: 2)
    text.deleteBackward()
    expectConsistent(text)
    #expect(text.text == "\u{1100}\u{1161}")
    #expect(text.count == 1)
  }

  @Test func insertingARegionalIndicatorRepairsTheFlagsAfterIt() {
    // 🇷🇫 then a lone 🇷: a 🇫 typed at the start pairs every indicator anew.
    var text = EditableText("\u{1F1F7}\u{1F1EB}\u{1F1F7}")
    #expect(text.count == 2)
    text.apply(.moveToStart)
    text.insert("\u{1F1EB}")
    expectConsistent(text)
    #expect(text.count == 2)
    #expect(text.cursor == 1)
  }

  @Test func controlCharactersLineBreaksAndBidiOverridesAreNotTyped() {
    var text = EditableText()
    text.insert("a\u{1B}[31m\nb\u{202E}c\u{2028}\u{9B}d\u{7F}\u{200D}")
    #expect(text.text == "a[31mbcd\u{200D}")
    expectConsistent(text)
  }

  @Test func theMaximumLengthStopsTyping() {
    var text = EditableText("abc", maximumLength: 5)
    let fitted = text.insert("de")
    #expect(fitted)
    #expect(text.isFull)
    let refused = text.insert("f")
    #expect(!refused)
    #expect(text.text == "abcde")
    var partial = EditableText("abc", maximumLength: 5)
    let cut = partial.insert("xyz")
    #expect(!cut)
    #expect(partial.text == "abcxy")
    #expect(partial.cursor == 5)
  }

  @Test func editsThroughTheEditEnum() {
    var text = EditableText("hello")
    text.apply(.moveToStart)
    text.apply(.moveRight)
    text.apply(.deleteForward)
    #expect(text.text == "hllo")
    text.apply(.moveToEnd)
    text.apply(.moveLeft)
    text.apply(.deleteToStart)
    #expect(text.text == "o")
    #expect(text.cursor == 0)
    text.apply(.moveCursor(to: 99))
    #expect(text.cursor == 1)
  }

  @Test func replacingTheTextKeepsTheCursorWhereItFits() {
    var text = EditableText("Keyboard", cursor: 3)
    text.replaceAll(with: "Mouse")
    #expect(text.cursor == 3)
    text.replaceAll(with: "Ab")
    #expect(text.cursor == 2)
    expectConsistent(text)
  }

  /// Random edits with every joining scalar, compared after each step with a walk of the text.
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func randomEditsStayConsistent(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let pool = JoiningText.all.flatMap(\.scalars) + ["a", "Z", "\u{4E2D}", " ", "\u{1100}"]
    var text = EditableText()
    for _ in 0..<600 {
      switch random.below(8) {
      case 0, 1, 2, 3: text.insert(String(pool[random.below(pool.count)]))
      case 4: text.deleteBackward()
      case 5: text.deleteForward()
      case 6: text.moveCursor(to: random.below(text.count + 1))
      default: text.apply(random.below(2) == 0 ? .moveLeft : .moveRight)
      }
      expectConsistent(text)
    }
  }
}

@Suite struct OneLineTests {
  @Test func lineBreaksAndTabsBecomeOneSpaceEach() {
    #expect(
      EditableText.oneLine("milk\r\neggs\tbread\nbutter\rjam") == "milk eggs bread butter jam")
    #expect(EditableText.oneLine("a\u{2028}b\u{2029}c\u{85}d") == "a b c d")
    #expect(EditableText.oneLine("\n\n") == "  ", "each break is a space; nothing is merged")
    #expect(EditableText.oneLine("no breaks") == "no breaks")
  }

  @Test func aPastedLineInsertsWithoutControlCharacters() {
    var field = EditableText(maximumLength: 10)
    let whole = field.insert(EditableText.oneLine("Mouse\r\nPad\u{7}\u{1B}[31m long"))
    #expect(!whole)
    #expect(field.text == "Mouse Pad[", "controls dropped, cut at the limit")
  }
}
