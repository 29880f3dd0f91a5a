import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// `Picker`: inline, stepping through its tagged options; and as a row that pushes them.
@MainActor
struct PickerTests {
  enum Shade: String, CaseIterable, Hashable { case red, green, blue }

  @Observable
  @MainActor
  final class Model {
    var shade = Shade.red
  }

  struct Screen: View {
    @Bindable var model: Model
    let style: Picker<Shade, ForEach<[Shade], Shade, TaggedView<Text, Shade>>>.Style
    var body: some View {
      NavigationStack {
        VStack {
          Picker("Shade", selection: $model.shade) {
            ForEach(Shade.allCases, id: \.self) { shade in Text(shade.rawValue).tag(shade) }
          }
          .pickerStyle(style)
        }
        .navigationTitle("Item")
      }
    }
  }

  private func row(_ host: ViewHost) -> String {
    lines(host, width: 30, height: 8).dropFirst(2).first ?? ""
  }

  @Test func anInlinePickerStepsThroughItsOptionsAndStopsAtTheEnds() {
    let model = Model()
    let host = ViewHost(Screen(model: model, style: .inline))
    #expect(row(host).hasPrefix("Shade  ‹ red ›"))
    #expect(host.handle(.key(.tab)))
    #expect(host.handle(.key(.right)))
    #expect(model.shade == .green)
    #expect(row(host).hasPrefix("Shade  ‹ green ›"))
    host.handle(.character("+"))
    host.handle(.key(.right))
    #expect(model.shade == .blue, "it stops at the last option")
    host.handle(.key(.left))
    #expect(model.shade == .green)
    _ = host.plainText(size: Size(width: 30, height: 8))
    #expect(host.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 7, y: 2)))))
    #expect(model.shade == .red, "a click on ‹ chooses the previous one")
  }

  @Test func aNavigationLinkPickerPushesItsOptionsAndPopsOnAChoice() {
    let model = Model()
    let host = ViewHost(Screen(model: model, style: .navigationLink))
    #expect(row(host).hasPrefix("[Shade  red  ›]"))
    #expect(host.handle(.key(.tab)))
    #expect(host.handle(.key(.enter)))
    let pushed = lines(host, width: 30, height: 8)
    #expect(pushed.first?.contains("Item › Shade") == true)
    #expect(pushed.contains { $0.contains("✓ red") })
    #expect(host.handle(.key(.down)))
    #expect(host.handle(.key(.enter)))
    #expect(model.shade == .green)
    #expect(
      row(host).hasPrefix("»Shade  green  ›«"), "chosen, the list is popped; the row keeps focus")
    #expect(host.handle(.key(.enter)))
    #expect(host.handle(.key(.escape)))
    #expect(model.shade == .green, "Esc goes back without choosing")
    #expect(row(host).hasPrefix("»Shade  green  ›«"))
  }
}
