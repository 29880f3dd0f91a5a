import CursesUI
import Observation
import TerminalCore
import Testing
import TextEditing

/// `TextEditor`: multi-line editing on `EditableText`, wrapping, scrolling to the cursor, the
/// terminal's cursor, paste, clicks.
@MainActor
struct TextEditorTests {
  @Observable
  @MainActor
  final class Model {
    var notes = EditableText("Milk and eggs\nbread", isMultiline: true)
    var plain = ""
  }

  struct Screen: View {
    @Bindable var model: Model
    var body: some View {
      VStack(alignment: .leading) {
        Text("Notes")
        TextEditor(text: $model.notes).frame(width: 10, height: 3)
        TextField("Plain", text: $model.plain)
      }
    }
  }

  private func screen(_ host: ViewHost) -> (text: String, cursor: Point?) {
    var canvas = Canvas(size: Size(width: 20, height: 6))
    host.draw(into: &canvas)
    return (canvas.plainText(), canvas.cursor)
  }

  @Test func itWrapsAtSpacesAndShowsTheCursorWhereItTypes() {
    let model = Model()
    let host = ViewHost(Screen(model: model))
    #expect(screen(host).text == "Notes\nMilk and\neggs\nbread\nPlain\n\n")
    #expect(screen(host).cursor == nil)
    #expect(host.handle(.key(.tab)), "the editor takes focus")
    #expect(screen(host).cursor == Point(x: 5, y: 3), "at the end of the text")
    host.handle(.key(.enter))
    host.handle(.character("t"))
    #expect(model.notes.text == "Milk and eggs\nbread\nt")
    #expect(screen(host).text.hasPrefix("Notes\neggs\nbread\nt\n"), "scrolled to the cursor")
    #expect(screen(host).cursor == Point(x: 1, y: 3))
  }

  @Test func upAndDownMoveByRowsAndLeaveTheEditorAtItsEnds() {
    let model = Model()
    let host = ViewHost(Screen(model: model))
    _ = screen(host)
    host.handle(.key(.tab))
    model.notes.moveCursor(to: 2)
    #expect(host.handle(.key(.down)))
    #expect(model.notes.cursor == 11, "from \"Mi|lk\" to \"eg|gs\" on the wrapped row")
    host.handle(.key(.down))
    #expect(model.notes.cursor == 16)
    #expect(!host.handle(.key(.down)), "the last row: the key goes on")
    host.handle(.key(.home))
    #expect(model.notes.cursor == 14)
    host.handle(.key(.up))
    host.handle(.key(.end))
    #expect(model.notes.cursor == 13)
    host.handle(.key(.pageUp))
    #expect(model.notes.cursor == 4, "a page is the height less one row")
    #expect(!host.handle(.key(.up)), "the first row: the key goes on")
  }

  @Test func aPasteKeepsItsLinesAndAClickPlacesTheCursor() {
    let model = Model()
    let host = ViewHost(Screen(model: model))
    _ = screen(host)
    #expect(host.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 2, y: 2)))))
    #expect(model.notes.cursor == 11)
    host.handle(.paste("X\r\nY"))
    #expect(model.notes.text == "Milk and egX\nYgs\nbread")
    host.handle(.key(.control("u")))
    #expect(model.notes.text == "Milk and egX\ngs\nbread", "Ctrl-U: to the line's start")
  }

  @Test func aStringBindingIsEditedToo() {
    struct Plain: View {
      @Bindable var model: Model
      var body: some View { TextEditor(text: $model.plain) }
    }
    let model = Model()
    let host = ViewHost(Plain(model: model))
    _ = screen(host)
    host.handle(.key(.tab))
    for character in "ab" { host.handle(.character(character)) }
    host.handle(.key(.enter))
    host.handle(.character("c"))
    #expect(model.plain == "ab\nc")
    #expect(screen(host).text.hasPrefix("ab\nc\n"))
  }
}
