import CursesTesting
import CursesUI
import TerminalCore
import Testing

/// `Text + Text` and the modifiers that keep a `Text`: one line whose parts keep their looks,
/// cut and wrapped as the same characters in one part would be.
@MainActor
struct TextConcatenationTests {
  private func styled<V: View>(_ view: V, width: Int, height: Int = 1) -> String {
    Canvas.frame(Size(width: width, height: height), ViewHost(view).draw(into:)).styledText()
  }

  @Test func joinedPartsKeepTheirLooks() {
    let text =
      Text("██").foregroundStyle(.ansi(.red)).backgroundColor(.ansi(.white)) + Text(" Red")
      + Text("!").bold().underline()
    #expect(styled(text, width: 10) == "[fg:red bg:white]██[/] Red[bold underline]![/]\n")
  }

  @Test func partsChangeOnlyWhatTheyInherit() {
    // A reversed parent (a highlighted row) stays reversed under a coloured part; a part
    // without a colour of its own (`nil`) keeps the parent's.
    let view = HStack(spacing: 0) {
      Text("a").foregroundColor(.ansi(.yellow)) + Text("b").foregroundColor(nil)
    }
    .reverse()
    .foregroundStyle(.ansi(.blue))
    #expect(styled(view, width: 4) == "[reverse fg:yellow]a[/][reverse fg:blue]b[/]\n")
  }

  @Test func aModifierOnAJoinFillsInWhereAPartHasNone() {
    let text = (Text("a").foregroundStyle(.ansi(.red)) + Text("b")).foregroundStyle(.ansi(.green))
      .dim()
    #expect(styled(text, width: 4) == "[dim fg:red]a[/][dim fg:green]b[/]\n")
  }

  @Test func aJoinedTextIsCutAsOnePart() {
    let parts = [("Héllo ", Style(bold: true)), ("wide 世界", Style()), (" end", Style(dim: true))]
    let joined = parts.map { $0.0 }.joined()
    for width in 1...TextWidth.of(joined) + 1 {
      for mode in [Text.TruncationMode.head, .middle, .tail] {
        let text = parts.dropFirst().reduce(Text(parts[0].0).bold()) { text, part in
          text + (part.1.dim ? Text(part.0).dim() : Text(part.0))
        }
        let drawn = render(text.truncationMode(mode), width: width)
        let plain = TextWidth.truncated(joined, toWidth: width, mode: mode)
        #expect(
          drawn.trimmingTrailingSpaces == plain.trimmingTrailingSpaces,
          "width \(width), \(mode)")
      }
    }
  }

  @Test func theEllipsisTakesTheLookOfWhatItStandsFor() {
    let text = Text("abc") + Text("defgh").bold()
    #expect(styled(text, width: 5) == "abc[bold]d…[/]\n")
    // At the head the mark stands for the first characters, which are plain.
    #expect(styled(text.truncationMode(.head), width: 5) == "…[bold]efgh[/]\n")
    #expect(styled(Text("abcd").dim() + Text("ef"), width: 4) == "[dim]abc…[/]\n")
  }

  @Test func aJoinedTextWrapsAsOnePart() {
    let text = Text("one two ") + Text("three").bold() + Text(" four five")
    #expect(
      styled(text.lineLimit(nil), width: 9, height: 3)
        == "one two\n[bold]three[/]\nfour five\n")
    // The lines left out are marked on the last one kept, in its last part's look.
    #expect(styled(text.lineLimit(2), width: 9, height: 3) == "one two\n[bold]three …[/]\n\n")
    let joined = "a wide 世界 word, unbreakablewordhere and more"
    let parts = Text("a wide 世") + Text("界 word, unbreak").bold() + Text("ablewordhere and more")
    for width in 2...14 {
      let lines = TextWidth.wrapped(joined, toWidth: width)
      var canvas = Canvas(size: Size(width: width, height: lines.count + 1))
      ViewHost(parts.lineLimit(nil)).draw(into: &canvas)
      let drawn = (0..<lines.count).map { canvas.row($0).trimmingTrailingSpaces }
      #expect(drawn == lines.map(\.trimmingTrailingSpaces), "width \(width)")
    }
  }

  @Test func joinedTextsAreEqualWhenTheirPartsAre() {
    #expect(Text("a") + Text("b").bold() == Text("a") + Text("b").bold())
    #expect(Text("a") + Text("b").bold() != Text("a") + Text("b"))
    #expect(Text("ab") != Text("a") + Text("b").bold())
  }

  private func render(_ text: Text, width: Int) -> String {
    var canvas = Canvas(size: Size(width: width, height: 1))
    ViewHost(text).draw(into: &canvas)
    return canvas.row(0)
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var copy = Substring(self)
    while copy.last == " " || copy.last == "\n" { copy.removeLast() }
    return String(copy)
  }
}
