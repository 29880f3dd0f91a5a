import CursesUI
import TerminalCore

/// The browser in CursesUI: the folder outline on the left; on the right the open folder's
/// entries in a table over the highlighted entry's preview.
struct FilesView: View {
  @Bindable var model: FileBrowser

  var body: some View {
    HStack(spacing: 1) {
      OutlineGroup(
        [Folder(path: model.root, browser: model)], children: \.subfolders,
        expanded: $model.expanded, selection: $model.openFolder
      ) { folder in Text(model.folderName(folder.id)) }
      .focused($model.focus, equals: .folders)
      .frame(width: 24)
      GeometryReader { proxy in
        VStack(alignment: .leading) {
          entriesView.frame(height: proxy.size.height / 2, alignment: .topLeading)
          Divider()
          PreviewView(preview: model.preview)
        }
      }
    }
    .keyHints(model.keyHints)
  }

  /// The open folder's entries, or why they cannot be shown.
  @ViewBuilder private var entriesView: some View {
    if let error = model.folderError {
      Text(error).foregroundStyle(.ansi(.red)).lineLimit(nil)
    } else {
      Table(model.entries, selection: $model.highlightedEntry, sortOrder: $model.sortOrder) {
        TableColumn("Name", value: \.name) { Text($0.shownName) }
        TableColumn("Size", value: \.id) { Text(model.shownSize($0.id)) }.width(8)
        TableColumn("Modified", value: \.id) { Text(model.shownModified($0.id)) }.width(16)
      }
      .index { model.row(of: $0) }
      .onActivate { model.activate($0) }
      .focused($model.focus, equals: .files)
    }
  }
}

/// A folder of the outline, whose subfolders the browser reads when they are shown.
struct Folder: Identifiable {
  let path: String
  let browser: FileBrowser
  var id: String { path }

  @MainActor var subfolders: [Folder]? {
    browser.subfolders(of: path).map { Folder(path: $0, browser: browser) }
  }
}

/// The highlighted entry's preview: Markdown rendered, text as text, else a line saying what
/// it is.
struct PreviewView: View {
  let preview: FilePreview

  var body: some View {
    ScrollView {
      switch preview {
      case .markdown(let source): Text(markdown: source)
      case .text(let text): Text(text).lineLimit(nil)
      default: Text(preview.caption ?? "").dim()
      }
    }
  }
}
