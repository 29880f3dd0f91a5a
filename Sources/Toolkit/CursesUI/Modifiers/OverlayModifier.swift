import TerminalCore

/// A view with another drawn over it or under it, in its frame (see ``View/overlay(alignment:content:)``
/// and ``View/background(alignment:content:)``).
public struct LayeredView<Content: View, Layer: View>: View {
  let content: Content
  let layer: Layer
  let alignment: Alignment
  let isOver: Bool

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension LayeredView: PrimitiveView {
  static var evaluationReadsState: Bool { false }

  func makeElement() -> Element {
    let element = LayeredElement()
    element.sizingChild = isOver ? 0 : 1
    return element
  }

  func children() -> [ChildView] {
    isOver
      ? [ChildView(key: "content", view: content), ChildView(key: "overlay", view: layer)]
      : [ChildView(key: "background", view: layer), ChildView(key: "content", view: content)]
  }
}

extension LayeredView: LayeredDescribing {
  var layerAlignment: Alignment { alignment }
}

extension View {
  /// Draws `content` over this view, placed by `alignment` in this view's frame, which alone
  /// decides the size, as SwiftUI's `overlay`: a badge, a marker, a message over a screen.
  ///
  /// ```swift
  /// List { … }
  ///   .overlay(alignment: .bottomTrailing) { Text("Saving…").dim() }
  /// ```
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> LayeredView<Self, Overlay> {
    LayeredView(content: self, layer: content(), alignment: alignment, isOver: true)
  }

  /// Draws `content` under this view, in this view's frame, as SwiftUI's `background`; the
  /// cells this view draws cover it.
  ///
  /// ```swift
  /// Text("Warning").background { Text(String(repeating: "░", count: 20)) }
  /// ```
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> LayeredView<Self, Background> {
    LayeredView(content: self, layer: content(), alignment: alignment, isOver: false)
  }
}
