import CursesKit
import Inventory
import TerminalCore

/// The colour picker: "None", the "Default colors", the "New colors" (Pink once loaded), a
/// checkmark on the current colour. The highlighted row is ``ItemViewModel/highlightedColorIndex``;
/// choosing sets the colour and closes the route, which pops this screen.
@MainActor
final class ColorPickerViewController: ModelFocusedViewController {
  let form: ItemViewModel
  let list = ListView<Int, Int>()
  private var dataSource: ListDataSource<Int, Int>!
  private var chosenColor: Inventory.Color?

  init(form: ItemViewModel) {
    self.form = form
    super.init()
    title = "Color"
  }

  override func loadView() {
    let root = ContainerView()
    root.onLayout = { [weak self] in
      guard let self else { return }
      list.frame = view.bounds
      syncHighlight()
    }
    setView(root)
  }

  override func viewDidLoad() {
    view.addSubview(list)
    list.isFocused = true
    // The scroll follows the highlight (``syncHighlight()``), so the wheel moves the highlight.
    list.wheelMovesHighlight = true
    list.register(ColorCell.self, forCellWithReuseIdentifier: ColorCell.reuseIdentifier)
    dataSource = ListDataSource(listView: list) { [weak self] list, index in
      let cell = list.dequeueReusableCell(withReuseIdentifier: ColorCell.reuseIdentifier)
      if let self, let cell = cell as? ColorCell {
        let choices = form.colorChoices
        cell.color = choices.indices.contains(index) ? choices[index] : nil
        cell.isChosen = cell.color == chosenColor
      }
      return cell
    }
    dataSource.sectionTitle = { [weak form] section in
      switch section {
      case 1: "Default colors"
      case 2: form?.newColorsTitle
      default: nil
      }
    }
    list.onHighlight = { [weak self] index in self?.form.highlightedColorIndex = index }
    list.onSelect = { [weak self] index in
      self?.form.highlightedColorIndex = index
      self?.form.chooseHighlightedColor()
    }
    list.rowActions = [.character(" "): { [weak self] _ in self?.form.chooseHighlightedColor() }]
    observe { [weak self] in
      guard let self else { return }
      let count = form.colorChoices.count
      chosenColor = form.item.color
      var snapshot = ListSnapshot<Int, Int>()
      snapshot.appendSections([0, 1, 2])
      snapshot.appendItems([0], toSection: 0)
      snapshot.appendItems(Array(1...Color.defaults.count), toSection: 1)
      snapshot.appendItems(Array((Color.defaults.count + 1)..<count), toSection: 2)
      snapshot.reloadItems(Array(0..<count))
      dataSource.apply(snapshot)
      syncHighlight()
    }
  }

  /// The highlight from the model; the scroll offset derived from it alone (the smallest one
  /// showing it), so a fresh renderer scrolls the same way.
  private func syncHighlight() {
    let index = form.highlightedColorIndex
    list.highlightedItem = index
    list.scrollOffset = 0
    list.scrollToItem(index)
  }
}

/// A colour picker row: checkmark, swatch and name.
@MainActor
final class ColorCell: ListCell {
  static let reuseIdentifier = "ColorCell"
  var color: Inventory.Color? { didSet { setNeedsDisplay() } }
  var isChosen = false { didSet { setNeedsDisplay() } }

  override func draw(into canvas: inout Canvas, in rect: Rect) {
    super.draw(into: &canvas, in: rect)
    let style = rowStyle
    canvas.draw(isHighlighted ? "▸" : " ", at: rect.origin, style: style, clip: rect)
    canvas.draw(
      isChosen ? "✓" : " ", at: Point(x: rect.minX + 2, y: rect.minY), style: style.bolded(),
      clip: rect)
    let point = Point(x: rect.minX + 4, y: rect.minY)
    if let color {
      ColorSwatch.draw(color, at: point, base: style, into: &canvas, clip: rect)
    } else {
      canvas.draw("None", at: point, style: style, clip: rect)
    }
  }
}
