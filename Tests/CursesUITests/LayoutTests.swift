import CursesUI
import TerminalCore
import Testing

@MainActor
struct LayoutTests {
  @Test func stacksSpacersAndAlignment() {
    struct Screen: View {
      var body: some View {
        VStack(alignment: .trailing, spacing: 1) {
          HStack {
            Text("Left")
            Spacer()
            Text("Right")
          }
          Text("end")
          HStack(spacing: 0) {
            Text("a")
            Text("b")
          }
          .frame(maxWidth: .max)
        }
      }
    }
    #expect(
      lines(ViewHost(Screen()), width: 20, height: 6) == [
        "Left           Right", "                 end", "         ab",
      ])
  }

  @Test func paddingFrameBorderDividerAndTruncation() {
    struct Screen: View {
      var body: some View {
        VStack {
          Text("A very long title that will not fit").border(title: "Box")
          Divider()
          Text("x").padding(horizontal: 2).frame(width: 9, alignment: .trailing)
        }
      }
    }
    #expect(
      lines(ViewHost(Screen()), width: 12, height: 6) == [
        "┌ Box ─────┐", "│A very lo…│", "└──────────┘", "────────────", "      x",
      ])
  }

  @Test func stylesReachTheCanvas() {
    struct Screen: View {
      var body: some View {
        HStack {
          Text("B").bold()
          Text("D").dim()
          Text("R").reverse()
          Text("U").underline()
          Text("C").foregroundStyle(.ansi(.red)).background(.ansi(.blue))
        }
      }
    }
    var canvas = Canvas(size: Size(width: 10, height: 1))
    ViewHost(Screen()).draw(into: &canvas)
    #expect(
      canvas.styledText()
        == "[bold]B[/] [dim]D[/] [reverse]R[/] [underline]U[/] [fg:red bg:blue]C[/]\n")
  }

  @Test func tabViewShowsTheSelectedTabAndSwitchesOnClick() {
    struct Screen: View {
      @State var tab = 1
      var body: some View {
        TabView(selection: $tab) {
          Text("First").tabItem("One").tag(1)
          Text("Second").tabItem("Two").tag(2)
        }
      }
    }
    let host = ViewHost(Screen())
    #expect(lines(host, width: 20, height: 3) == ["[One]  Two", "First"])
    #expect(host.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 7, y: 0)))))
    #expect(lines(host, width: 20, height: 3) == [" One  [Two]", "Second"])
  }
}
