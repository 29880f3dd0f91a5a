import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// The theme in the environment: `tint` colours what controls show as chosen or filled, and
/// destructive buttons take the theme's colour.
@MainActor
struct ThemeTests {
  private func styled(_ view: some View, width: Int = 30, height: Int = 4) -> [String] {
    Canvas.frame(Size(width: width, height: height), ViewHost(view).draw(into:)).styledText()
      .split(separator: "\n").map(String.init)
  }

  @Test func withoutATintControlsKeepTheTerminalsColours() {
    let rows = styled(
      VStack {
        Toggle("On", isOn: .constant(true))
        ProgressView(value: 0.5)
      })
    #expect(!rows[0].contains("fg:"), "no colour: \(rows[0])")
    #expect(!rows[1].contains("fg:"), "no colour: \(rows[1])")
  }

  @Test func aTintColoursTheToggleMarkAndTheBarOnly() {
    let tinted = styled(
      VStack {
        Toggle("On", isOn: .constant(true))
        Toggle("Off", isOn: .constant(false))
        ProgressView(value: 0.5)
      }
      .tint(.ansi(.green)))
    let plain = styled(
      VStack {
        Toggle("On", isOn: .constant(true))
        Toggle("Off", isOn: .constant(false))
        ProgressView(value: 0.5)
      })
    #expect(tinted[0] == "[fg:green][[x][/] On")
    #expect(plain[0] == "[[x] On")
    #expect(tinted[1] == plain[1], "an off toggle shows no tint")
    #expect(tinted[2] == "[fg:green]█████████████[/][dim]░░░░░░░░░░░░[/]  50%")
  }

  @Test func destructiveButtonsTakeTheThemesColour() {
    var theme = Theme.dark
    theme.destructive = .ansi(.magenta)
    let themed = styled(
      Button("Delete", role: .destructive) {}.environment(\.theme, theme))
    let dark = styled(Button("Delete", role: .destructive) {})
    #expect(themed[0].contains("fg:magenta"), "\(themed[0])")
    #expect(dark[0].contains("fg:red"), "\(dark[0])")
    #expect(Theme.light.warning != Theme.dark.warning, "yellow does not read on light")
  }
}
