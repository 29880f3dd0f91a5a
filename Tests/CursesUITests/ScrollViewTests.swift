import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

@MainActor
struct ScrollViewTests {
  @Observable
  @MainActor
  final class Picker {
    var highlighted = 0
  }

  struct Screen: View {
    let picker: Picker
    var body: some View {
      VStack {
        Text("Title")
        ScrollView {
          VStack {
            ForEach(Array(0..<10), id: \.self) { index in
              Text("Row \(index)").scrollAnchor(index == picker.highlighted)
            }
          }
        }
        Text("Footer")
      }
    }
  }

  @Test func scrollsJustEnoughToShowTheAnchorAndClipsTheRest() {
    let picker = Picker()
    let host = ViewHost(Screen(picker: picker))
    #expect(lines(host, width: 10, height: 5) == ["Title", "Row 0", "Row 1", "Row 2", "Footer"])
    picker.highlighted = 6
    #expect(lines(host, width: 10, height: 5) == ["Title", "Row 4", "Row 5", "Row 6", "Footer"])
    picker.highlighted = 5
    #expect(
      lines(host, width: 10, height: 5) == ["Title", "Row 3", "Row 4", "Row 5", "Footer"],
      "the offset is derived from the anchor alone, not remembered")
  }

  @Test func contentThatFitsIsNotScrolled() {
    let picker = Picker()
    picker.highlighted = 9
    let host = ViewHost(Screen(picker: picker))
    #expect(lines(host, width: 10, height: 12).count == 12)
  }

  /// Focus the host keeps (no `focused` binding) moves the viewport too: the focus change
  /// lays the tree out again, where the scroll view finds its anchor.
  @Test func followsFocusTheHostKeeps() {
    let host = ViewHost(
      ScrollView {
        VStack { ForEach(Array(0..<10), id: \.self) { index in Button("B\(index)") {} } }
      })
    _ = host.plainText(size: Size(width: 10, height: 3))
    for _ in 0..<5 {
      host.handle(.key(.tab))
      _ = host.plainText(size: Size(width: 10, height: 3))
    }
    #expect(lines(host, width: 10, height: 3) == ["[B2]", "[B3]", "»B4«"])
  }
}
