import CursesKit
import TerminalCore

/// The browser in CursesKit: the same outline, table and preview as ``FilesView``, on the
/// same model.
final class FilesViewController: ViewController {
  @Bindable var model: FileBrowser
  private let preview = Label(markdown: "")
  private let error = Label("", style: Style(foreground: .ansi(.red)))

  init(model: FileBrowser) {
    self.model = model
    super.init()
  }

  override var keyHints: String? { model.keyHints }

  override func viewDidLoad() {
    let outline = OutlineView(
      roots: { [model] in [model.root] }, children: { [model] in model.subfolders(of: $0) },
      expanded: $model.expanded, selection: $model.openFolder
    ) { [model] in StyledText(model.folderName($0)) }
    outline.bind(focus: $model.focus, equals: .folders)
    let table = TableView(
      count: { [model] in model.entries.count }, id: { [model] in model.entries[$0].id },
      index: { [model] in model.row(of: $0) },
      columns: [
        TableViewColumn("Name") { [model] in StyledText(model.entry($0)?.shownName ?? "") },
        TableViewColumn("Size", width: .fixed(8)) { [model] in
          StyledText(model.shownSize($0))
        },
        TableViewColumn("Modified", width: .fixed(16)) { [model] in
          StyledText(model.shownModified($0))
        },
      ],
      selection: $model.highlightedEntry, sortOrder: $model.sortOrder)
    table.onSelect = { [model] in model.activate($0) }
    table.bind(focus: $model.focus, equals: .files)
    error.numberOfLines = 0
    view.addSubview(
      BrowserLayout(outline: outline, table: table, error: error, preview: ScrollView(preview)))
    observe { [model, preview, error, table] in
      error.text = model.folderError ?? ""
      error.isHidden = model.folderError == nil
      table.isHidden = model.folderError != nil
      switch model.preview {
      case .markdown(let source):
        preview.markdown = source
        preview.style = .plain
      case .text(let text):
        preview.markdown = nil
        preview.text = text
        preview.style = .plain
      default:
        preview.markdown = nil
        preview.text = model.preview.caption ?? ""
        preview.style = Style(dim: true)
      }
    }
  }
}

/// The browser's frames: the outline 24 columns wide on the left, then a column's gap; on the
/// right the table (or the folder's error) over half the height, a rule, the preview.
final class BrowserLayout: View {
  let outline: View
  let table: View
  let error: View
  let rule = SeparatorView()
  let preview: View

  init(outline: View, table: View, error: View, preview: View) {
    self.outline = outline
    self.table = table
    self.error = error
    self.preview = preview
    super.init()
    fillsSuperview = true
    for view in [outline, table, error, rule, preview] { addSubview(view) }
  }

  override func layoutSubviews() {
    let size = bounds.size
    let left = min(24, size.width)
    let right = Rect(x: left + 1, y: 0, width: max(size.width - left - 1, 0), height: size.height)
    let top = size.height / 2
    outline.frame = Rect(x: 0, y: 0, width: left, height: size.height)
    table.frame = Rect(x: right.minX, y: 0, width: right.width, height: top)
    error.frame = table.frame
    rule.frame = Rect(x: right.minX, y: top, width: right.width, height: 1)
    preview.frame = Rect(
      x: right.minX, y: top + 1, width: right.width, height: max(size.height - top - 1, 0))
  }
}
