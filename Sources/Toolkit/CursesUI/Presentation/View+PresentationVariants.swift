import TerminalCore

/// An `Identifiable` face for a `Hashable` item, its identity the value itself, so the
/// presentations that take `Identifiable` items take `Hashable` ones too (as SwiftUI's
/// `navigationDestination(item:)` does).
public struct HashableItem<Value: Hashable>: Identifiable {
  /// The item.
  public let value: Value
  /// The item itself.
  public var id: Value { value }
}

extension Binding {
  /// The binding's `Hashable` item as an `Identifiable` one.
  fileprivate func identified<Item: Hashable>() -> Binding<HashableItem<Item>?>
  where Value == Item? {
    Binding<HashableItem<Item>?>(
      get: { wrappedValue.map { HashableItem(value: $0) } },
      set: { wrappedValue = $0?.value })
  }

  /// The `Bool` as an item that is there while it is true.
  fileprivate func flag() -> Binding<PresentedFlag?> where Value == Bool {
    Binding<PresentedFlag?>(
      get: { wrappedValue ? PresentedFlag() : nil },
      set: { if $0 == nil { wrappedValue = false } })
  }
}

/// The presentations in the shapes SwiftUI offers besides `Identifiable` items: a `Bool`
/// (`isPresented:`) and a `Hashable` item. An item that is both `Identifiable` and
/// `Hashable` is identified by its `id`, as with the `Identifiable` forms.
///
/// ```swift
/// .sheet(isPresented: $model.route.isPresent(.help)) { HelpView() }
/// .navigationDestination(item: $model.selectedYear) { year in YearView(year: year) }
/// .navigationDestination(isPresented: $model.isShowingDetails) { DetailsView() }
/// ```
extension View {
  /// Presents `content` as a sheet while `isPresented` is true; Esc writes false back, and
  /// `onDismiss` runs when it goes, whoever dismissed it.
  ///
  /// ```swift
  /// .sheet(isPresented: $model.isAdding, onDismiss: { model.addDismissed() }) { AddView() }
  /// ```
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> PresentingView<Self, some Identifiable, Content> {
    sheet(item: isPresented.flag(), onDismiss: onDismiss) { _ in content() }
  }

  /// Presents `content(item)` as a sheet while `item`, a `Hashable` value, is non-`nil`;
  /// `onDismiss` runs when it goes.
  public func sheet<Item: Hashable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> PresentingView<Self, HashableItem<Item>, Content> {
    sheet(item: item.identified(), onDismiss: onDismiss) { content($0.value) }
  }

  /// Presents `content(item)` for an item that is both `Identifiable` and `Hashable`,
  /// identified by its `id`; `onDismiss` runs when it goes.
  public func sheet<Item: Identifiable & Hashable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> PresentingView<Self, Item, Content> {
    PresentingView(
      content: self, item: item, kind: .sheet, onDismiss: onDismiss, presented: content)
  }

  /// Pushes `destination` while `isPresented` is true; popping writes false back.
  public func navigationDestination<Destination: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: @escaping @MainActor () -> Destination
  ) -> DestinationView<Self, some Identifiable, Destination> {
    navigationDestination(item: isPresented.flag()) { _ in destination() }
  }

  /// Pushes `destination(item)` while `item`, a `Hashable` value, is non-`nil`.
  public func navigationDestination<Item: Hashable, Destination: View>(
    item: Binding<Item?>, @ViewBuilder destination: @escaping @MainActor (Item) -> Destination
  ) -> DestinationView<Self, HashableItem<Item>, Destination> {
    navigationDestination(item: item.identified()) { destination($0.value) }
  }

  /// Pushes `destination(item)` for an item that is both `Identifiable` and `Hashable`,
  /// identified by its `id`.
  public func navigationDestination<Item: Identifiable & Hashable, Destination: View>(
    item: Binding<Item?>, @ViewBuilder destination: @escaping @MainActor (Item) -> Destination
  ) -> DestinationView<Self, Item, Destination> {
    DestinationView(content: self, item: item, destination: destination)
  }
}
