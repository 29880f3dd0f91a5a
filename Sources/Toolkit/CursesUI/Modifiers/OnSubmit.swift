import TerminalCore

/// A view that runs an action when Enter is pressed in a text field inside it.
public struct SubmitView<Content: View>: View {
  let content: Content
  let action: @MainActor () -> Void

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension SubmitView: ModifierView {
  func makeElement() -> Element { SubmitElement<Content>() }
}

final class SubmitElement<Content: View>: KeyHandlerElement<SubmitView<Content>> {
  /// Enter reaches here only when the focused control inside left it alone; it submits only
  /// from a text field, so a list's or a button's Enter keeps its own meaning.
  override func handle(_ event: InputEvent, node: Node) -> Bool {
    guard event == .key(.enter), node.host?.focusedNodeInTopLayer?.element is TextFieldElement
    else {
      return false
    }
    view.action()
    return true
  }
}

extension View {
  /// Runs `action` when the user presses Enter in a ``TextField`` inside this view, as
  /// SwiftUI's `onSubmit` does.
  ///
  /// ```swift
  /// TextField("New to-do", text: $model.draft)
  ///   .onSubmit { model.addDraft() }
  /// ```
  public func onSubmit(_ action: @escaping @MainActor () -> Void) -> SubmitView<Self> {
    SubmitView(content: self, action: action)
  }
}
