import TerminalCore

/// A view that runs an asynchronous action while it is on screen (see ``View/task(_:)``).
public struct TaskView<Content: View>: View {
  let content: Content
  let action: @MainActor () async -> Void

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension TaskView: ModifierView {
  func makeElement() -> Element { TaskElement<Content>() }
}

/// Starts the task when the view appears and cancels it when the view disappears, on the
/// same schedule as `onAppear` and `onDisappear`.
final class TaskElement<Content: View>: SizeKeepingElement<TaskView<Content>>,
  AppearanceTracking
{
  var hasAppeared = false
  private var task: Task<Void, Never>?
  override var appearanceTracker: (any AppearanceTracking)? { self }

  var appearAction: (@MainActor () -> Void)? {
    { [weak self] in
      guard let self else { return }
      let action = view.action
      task?.cancel()
      task = Task { @MainActor in await action() }
    }
  }

  var disappearAction: (@MainActor () -> Void)? {
    { [weak self] in
      self?.task?.cancel()
      self?.task = nil
    }
  }

  override func didMount(node: Node) {
    node.host?.nodeDidMount(self, at: node)
  }

  override func willUnmount(node: Node) {
    node.host?.nodeWillUnmount(self)
  }

  isolated deinit {
    task?.cancel()
  }
}

extension View {
  /// Runs `action` when the view appears, as a task of its own that is cancelled when the
  /// view disappears (leaves the tree, its tree goes off screen, or a screen is pushed over
  /// its own), as SwiftUI's `task`.
  /// Waiting costs nothing: the task sleeps until what it awaits arrives.
  ///
  /// ```swift
  /// Text(model.status)
  ///   .task {
  ///     for await update in model.updates() { model.apply(update) }
  ///   }
  /// ```
  public func task(_ action: @escaping @MainActor () async -> Void) -> TaskView<Self> {
    TaskView(content: self, action: action)
  }
}
