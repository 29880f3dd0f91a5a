import CursesKit
import Inventory
import TerminalCore

/// The colour picker: "None", the "Default colors", the "New colors" (Pink once loaded), a
/// checkmark on the current colour. The highlighted row is ``ItemViewModel/highlightedColorIndex``;
/// choosing sets the colour and closes the route, which pops this screen.
@MainActor
final class ColorPickerViewController: ModelFocusedViewController {
  let form: ItemViewModel
  // The scroll is derived from the highlight alone (the smallest offset showing it), so a
  // fresh renderer scrolls the same way; the wheel moves the highlight.
  private lazy var list = ListView(
    sections: { [form] in ColorChoice.sections(of: form) },
    highlight: Binding(Binding(form, \.highlightedColorIndex)),
    scrollOffset: .constant(0)
  ) { cell, choice in
    // The check after the name, as the declarative picker has it.
    let check = StyledText(choice.isChosen ? " ✓" : "", style: Style(bold: true))
    cell.attributedText = (choice.color.map { ColorSwatch.text($0) } ?? "None") + check
  }

  init(form: ItemViewModel) {
    self.form = form
    super.init()
  }

  override func viewDidLoad() {
    title = "Color"
    view.addSubview(StackView([list]))
    list.isFocused = true
    list.wheelMovesHighlight = true
    list.onSelect = { [form] index in
      form.highlightedColorIndex = index
      form.chooseHighlightedColor()
    }
  }
}

/// A row of the picker: a colour (or none) at its index in the form's choices.
struct ColorChoice: Identifiable, Equatable {
  let id: Int
  let color: Inventory.Color?
  let isChosen: Bool

  /// None; the default colours; the new colours under the form's title for them.
  @MainActor
  static func sections(of form: ItemViewModel) -> [ListSection<Int, ColorChoice>] {
    let choices = form.colorChoices.enumerated().map { index, color in
      ColorChoice(id: index, color: color, isChosen: color == form.item.color)
    }
    let defaults = Inventory.Color.defaults.count
    return [
      ListSection(id: 0, items: Array(choices.prefix(1))),
      ListSection(
        id: 1, title: "Default colors", items: Array(choices.dropFirst().prefix(defaults))),
      ListSection(id: 2, title: form.newColorsTitle, items: Array(choices.dropFirst(1 + defaults))),
    ]
  }
}
