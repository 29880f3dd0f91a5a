import CursesUI
import Inventory
import TerminalCore

/// The colour picker: None, the default colours, and the "New colors" section (Pink arrives
/// after 500 ms). The highlighted row is the view model's; "✓" marks the current colour.
/// Up/Down move the highlight (kept in view on short screens), Enter or Space choose, through
/// the key table as in every renderer; a click chooses.
public struct ColorPickerView: View {
  let form: ItemViewModel

  /// The picker of `form`'s colour.
  public init(form: ItemViewModel) { self.form = form }

  /// The choices in a scroll view that keeps the highlight in sight.
  public var body: some View {
    let choices = form.colorChoices
    let defaultsEnd = 1 + Inventory.Color.defaults.count
    ScrollView {
      VStack {
        choice(at: 0, choices)
        Text("Default colors").bold()
        ForEach(Array(1..<defaultsEnd), id: \.self) { index in choice(at: index, choices) }
        Text(form.newColorsTitle).bold()
        ForEach(Array(defaultsEnd..<choices.count), id: \.self) { index in
          choice(at: index, choices)
        }
      }
      .padding(EdgeInsets(top: 1, leading: 1))
    }
  }

  private func choice(at index: Int, _ choices: [Inventory.Color?]) -> some View {
    let color = choices[index]
    let isHighlighted = form.highlightedColorIndex == index
    return HStack {
      Text(isHighlighted ? "▸" : " ")
      Text(swatchOf: color)
      Text(color == form.item.color ? "✓" : " ")
    }
    .reverse(isHighlighted)
    .scrollAnchor(isHighlighted)
    .onTapGesture {
      form.highlightedColorIndex = index
      form.chooseHighlightedColor()
    }
  }
}
