import TerminalCore

/// A view that presents another view in a layer of its own (sheet or alert) while `item`
/// is non-`nil`. The layer captures all input; Esc or `dismiss` writes `nil` back. When the
/// item goes (whoever cleared it), `onDismiss` runs once the update is over.
public struct PresentingView<Content: View, Item: Identifiable, Presented: View>: View {
  let content: Content
  let item: Binding<Item?>
  let kind: Layer.Kind
  var onDismiss: (@MainActor () -> Void)? = nil
  let presented: @MainActor (Item) -> Presented

  /// Primitive.
  public var body: Never { fatalError("primitive") }
}

extension PresentingView: PrimitiveView {
  func makeElement() -> Element { PresentationElement(kind: kind) }

  func children() -> [ChildView] {
    item.children(content: content, showing: presented)
  }

  var dismiss: @MainActor () -> Void { item.settingNil() }

  var isShowing: Bool { item.wrappedValue != nil }
}

extension PresentingView: DismissProviding {}

final class PresentationElement: Element {
  let kind: Layer.Kind
  private var dismiss: (@MainActor () -> Void)?
  /// Whether the last update showed the presented view, so the one that hides it runs the
  /// view's `onDismiss`.
  private var wasShowing = false

  init(kind: Layer.Kind) { self.kind = kind }

  override func update(from view: any View, node: Node) {
    let presenting = view as? any DismissProviding
    dismiss = presenting?.dismiss
    let isShowing = presenting?.isShowing ?? false
    if wasShowing, !isShowing, let onDismiss = presenting?.onDismiss {
      // Never in the middle of an evaluation: it may change state.
      node.host?.pendingAppearanceActions.append(onDismiss)
    }
    wasShowing = isShowing
  }

  override func visibleChildren(of node: Node) -> [Node] { Array(node.children.prefix(1)) }

  override func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    node.children.first?.sizeThatFits(proposal) ?? .zero
  }

  override func place(in rect: Rect, node: Node) {
    node.children.first?.place(in: rect)
    if node.children.count > 1, let dismiss {
      node.host?.present(node.children[1], kind: kind, dismiss: dismiss)
    }
  }
}

/// An `Identifiable` wrapper for `Bool`-driven presentations.
struct PresentedFlag: Identifiable {
  var id: Int { 0 }
}

extension View {
  /// Presents `content` as a sheet (a bordered layer over the screen) while `item` is
  /// non-`nil`.
  ///
  /// ```swift
  /// view.sheet(item: $model.route.case(Route.add, Route.addForm)) { form in AddView(form) }
  /// ```
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> PresentingView<Self, Item, Content> {
    PresentingView(content: self, item: item, kind: .sheet, presented: content)
  }

  /// Presents `content` as a sheet while `item` is non-`nil`, and runs `onDismiss` when it
  /// goes, whoever dismissed it (Esc, `dismiss`, the model), as SwiftUI's: a model's cancel
  /// runs without a binding wrapped around the route.
  ///
  /// ```swift
  /// view.sheet(item: $model.draft, onDismiss: { model.draftDismissed() }) { draft in
  ///   DraftView(draft: draft)
  /// }
  /// ```
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)?,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> PresentingView<Self, Item, Content> {
    PresentingView(
      content: self, item: item, kind: .sheet, onDismiss: onDismiss, presented: content)
  }

  /// Shows an alert with a title, a message and buttons while `isPresented` is true.
  /// Left/Right move between the buttons; Esc writes false back.
  ///
  /// ```swift
  /// view.alert("Keyboard", isPresented: $isDeleting) {
  ///   Button("Cancel", role: .cancel) { isDeleting = false }
  ///   Button("Delete", role: .destructive) { delete() }
  /// } message: {
  ///   Text("Are you sure you want to delete this item?")
  /// }
  /// ```
  public func alert<Actions: View, Message: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
    @ViewBuilder message: () -> Message
  ) -> PresentingView<Self, some Identifiable, AlertContent<Actions, Message>> {
    let content = AlertContent(title: title, actions: actions(), message: message())
    let item = Binding<PresentedFlag?>(
      get: { isPresented.wrappedValue ? PresentedFlag() : nil },
      set: { if $0 == nil { isPresented.wrappedValue = false } })
    return PresentingView(content: self, item: item, kind: .alert) { _ in content }
  }
}
