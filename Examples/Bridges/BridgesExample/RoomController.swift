import CursesBridge
import CursesKit
import TerminalCore

/// The room screen, in CursesKit: a CursesUI header hosted as a child controller, a label and
/// a button of its own, and the details pushed from the model.
///
/// The header edits the thermostat through its bindings; this controller observes the same
/// thermostat (`observe {}`), so its label follows each key typed in the header. Focus is
/// ``Thermostat/focus``: Tab past the header's last control comes up the responder chain to
/// here and moves on to the button; Tab on the button enters the header again.
@MainActor
final class RoomController: ViewController {
  let model: Thermostat
  let header: HostingController<RoomHeader>
  private let summary = Label()
  private let note = Label(
    "Above: CursesUI. This line and the button: CursesKit.", style: Style(dim: true))
  private let detailsButton = Button("Details ›", appearance: .bordered)

  init(model: Thermostat) {
    self.model = model
    header = HostingController(rootView: RoomHeader(model: model))
    super.init()
    title = "Room"
  }

  // The header's tree appears and disappears with this screen (its `onAppear`, if any).
  override var visibleChildren: [ViewController] { [header] }

  override var keyHints: String? {
    model.focus == .details ? "⏎ details  Tab room  Esc menu  q quit" : header.keyHints
  }

  override func loadView() {
    let root = ContainerView()
    root.onLayout = { [weak self] in self?.layout() }
    root.onDraw = { [weak self] canvas, rect in
      // A rule under the header, wherever its height puts it.
      guard let self else { return }
      let y = rect.minY + header.view.frame.maxY
      canvas.draw(String(repeating: "─", count: rect.width), at: Point(x: rect.minX, y: y))
    }
    setView(root)
    addChild(header)
    root.addSubview(header.view)
    header.didMove(toParent: self)
    header.bind(focus: Binding(model, \.focus), in: [.roomName, .target])
  }

  override func viewDidLoad() {
    for subview in [summary, note, detailsButton] { view.addSubview(subview) }
    detailsButton.primaryAction = { [weak self] in self?.model.isShowingDetails = true }
    detailsButton.bind(focus: Binding(model, \.focus), equals: .details)
    observe { [weak self] in
      guard let self else { return }
      summary.text = "CursesKit label: \(model.summary)"
    }
    navigationDestination(isPresented: Binding(model, \.isShowingDetails)) { [model] in
      let details = HostingController(rootView: RoomDetailsView(model: model))
      details.title = "Details"
      return details
    }
  }

  /// The header as tall as its tree asks for the width, then a rule, then the rest.
  private func layout() {
    let width = max(view.bounds.width - 2, 0)
    let height = header.sizeThatFits(in: Size(width: width, height: view.bounds.height)).height
    header.view.frame = Rect(x: 1, y: 0, width: width, height: height)
    summary.frame = Rect(x: 1, y: height + 2, width: width, height: 1)
    note.frame = Rect(x: 1, y: height + 3, width: width, height: 1)
    detailsButton.frame = Rect(
      x: 1, y: height + 5, width: detailsButton.intrinsicWidth, height: 1)
  }

  override func handle(_ event: InputEvent) -> Bool {
    guard event == .key(.tab) || event == .key(.backTab) else { return false }
    let forward = event == .key(.tab)
    if model.focus == .details {
      // The tree focuses its first (or last) control, which writes the model's focus
      // through that control's binding.
      header.focusDidEnter(forward: forward)
    } else {
      // The header had Tab first and passed it on: its tree has no control left that way.
      header.focusDidLeave()
      model.focus = .details
    }
    return true
  }
}
