import TerminalCore

/// A button of an ``AlertController``.
///
/// ```swift
/// AlertAction(title: "Delete", style: .destructive) { model.delete() }
/// ```
@MainActor
public struct AlertAction {
  /// How the action looks and behaves.
  public enum Style: Hashable, Sendable {
    /// An ordinary action.
    case `default`
    /// Cancels: also what Esc does. Drawn bold.
    case cancel
    /// Destroys something. Drawn red.
    case destructive
  }

  /// The button's title.
  public var title: String
  /// How it looks and behaves.
  public var style: Style
  /// What it does, after the alert is dismissed.
  public var handler: (@MainActor () -> Void)?

  /// An action titled `title`.
  public init(title: String, style: Style = .default, handler: (@MainActor () -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

/// A small modal box with a title, a message and a row of buttons.
///
/// Left/Right/Tab/Shift-Tab move the focus between buttons, Enter or Space activates the
/// focused one, Esc activates the cancel action. Activating dismisses the alert as a user
/// dismissal (``ViewController/onUserDismiss`` runs), then runs the action's handler.
///
/// ```swift
/// let alert = AlertController(title: "Phone", message: "Are you sure?")
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(AlertAction(title: "Delete", style: .destructive) { delete() })
/// present(alert)
/// ```
@MainActor
open class AlertController: ViewController {
  /// The message under the title.
  public var message: String?
  /// The buttons, left to right.
  public private(set) var actions: [AlertAction] = []
  /// The index of the focused button.
  public var focusedActionIndex = 0 {
    didSet { if focusedActionIndex != oldValue, isViewLoaded { view.setNeedsDisplay() } }
  }
  /// Called when the user moves the focus, with the new index.
  public var onFocusChange: (@MainActor (Int) -> Void)?
  private var buttonFrames: [Rect] = []

  /// An alert titled `title` showing `message`.
  public init(title: String?, message: String?) {
    self.message = message
    super.init()
    self.title = title
    modalPresentationStyle = .alert
  }

  /// Adds a button.
  public func addAction(_ action: AlertAction) {
    actions.append(action)
  }

  open override var preferredContentSize: Size {
    let buttons = actions.map { TextWidth.of($0.title) + 4 }.reduce(0, +) + 2
    let text = max(TextWidth.of(title ?? ""), TextWidth.of(message ?? ""))
    return Size(width: min(max(buttons, text) + 4, 60), height: message == nil ? 5 : 7)
  }

  /// As wide as it wants within `available`, one row taller for each line the message wraps
  /// onto there.
  open override func preferredContentSize(fitting available: Size) -> Size {
    let width = min(preferredContentSize.width, available.width)
    let extra = max(messageLines(width: width - 4).count - 1, 0)
    return Size(width: width, height: min(preferredContentSize.height + extra, available.height))
  }

  /// The message wrapped to `width` columns.
  private func messageLines(width: Int) -> [String] {
    message.map { TextWidth.wrapped($0, toWidth: width) } ?? []
  }

  open override var keyHints: String? { "←→ button  ⏎ choose  Esc cancel" }

  open override func loadView() {
    let root = ContainerView()
    root.onDraw = { [weak self] canvas, rect in self?.drawAlert(into: &canvas, in: rect) }
    setView(root)
  }

  /// Activates the action at `index` as the user would.
  public func activate(_ index: Int) {
    guard actions.indices.contains(index) else { return }
    let handler = actions[index].handler
    dismissByUser()
    handler?()
  }

  open override func handle(_ event: InputEvent) -> Bool {
    guard !actions.isEmpty else { return false }
    switch event {
    case .key(.left), .key(.backTab): moveFocus(by: -1)
    case .key(.right), .key(.tab): moveFocus(by: 1)
    case .key(.enter), .character(" "): activate(focusedActionIndex)
    case .key(.escape):
      activate(actions.firstIndex { $0.style == .cancel } ?? focusedActionIndex)
    case .mouse(let mouse) where mouse.kind == .click:
      if let index = buttonFrames.firstIndex(where: { $0.contains(mouse.position) }) {
        activate(index)
      }
    default: return false
    }
    return true
  }

  private func moveFocus(by step: Int) {
    let index = (focusedActionIndex + step + actions.count) % actions.count
    focusedActionIndex = index
    onFocusChange?(index)
  }

  private func drawAlert(into canvas: inout Canvas, in rect: Rect) {
    canvas.fill(rect, style: .plain)
    let inner = rect.inset(top: 1, left: 2, bottom: 1, right: 2)
    var y = inner.minY
    let heading = TextWidth.fitted(title ?? "", toWidth: inner.width, alignment: .center)
    canvas.draw(heading, at: Point(x: inner.minX, y: y), style: Style(bold: true), clip: inner)
    if message != nil {
      y += 1
      for line in messageLines(width: inner.width) {
        y += 1
        let centred = TextWidth.fitted(line, toWidth: inner.width, alignment: .center)
        canvas.draw(centred, at: Point(x: inner.minX, y: y), clip: inner)
      }
    }
    y += 2
    let labels = actions.map { "[ \($0.title) ]" }
    let total = labels.map(TextWidth.of).reduce(0, +) + 2 * max(labels.count - 1, 0)
    var x = inner.minX + max((inner.width - total) / 2, 0)
    buttonFrames.removeAll()
    for (index, action) in actions.enumerated() {
      var style = Style.plain
      if action.style == .destructive { style.foreground = .ansi(.red) }
      if action.style == .cancel { style.bold = true }
      if index == focusedActionIndex { style.reverse = true }
      let end = canvas.draw(labels[index], at: Point(x: x, y: y), style: style, clip: inner)
      buttonFrames.append(Rect(x: x, y: y, width: end - x, height: 1))
      x = end + 2
    }
  }
}
