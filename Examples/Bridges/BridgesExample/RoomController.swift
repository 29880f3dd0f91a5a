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

  /// The header as tall as its tree asks for the width, a rule, then this controller's own
  /// label, note and button.
  override func loadView() {
    let ownViews = StackView(margins: (1, 1, 0, 1), [summary, note])
    let button = StackView(alignment: .leading, margins: (1, 1, 0, 1), [detailsButton])
    let headerRow = StackView(margins: (0, 1, 0, 1))
    setView(StackView([headerRow, SeparatorView(), ownViews, button]))
    addChild(header)
    headerRow.addArrangedSubview(header.view)
    header.didMove(toParent: self)
    header.bind(focus: Binding(model, \.focus), in: [.roomName, .target])
  }

  override func viewDidLoad() {
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
