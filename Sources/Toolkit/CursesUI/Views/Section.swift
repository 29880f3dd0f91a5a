import TerminalCore

/// A titled group of rows, as SwiftUI's `Section`: the header in bold, the rows under it
/// indented by two columns, and an optional dimmed footer. In a ``Form`` Tab runs through the
/// sections' controls in order.
///
/// ```swift
/// Section("Stock", footer: "Out of stock items show in yellow.") {
///   Stepper("Quantity: \(quantity)", value: $quantity, in: 0...999)
///   Toggle("On back order", isOn: $isOnBackOrder)
/// }
/// ```
public struct Section<Content: View>: View {
  let header: String?
  let footer: String?
  let content: Content

  /// A section titled `header` (none for `nil`), with `footer` under its rows.
  public init(
    _ header: String? = nil, footer: String? = nil, @ViewBuilder content: () -> Content
  ) {
    self.header = header
    self.footer = footer
    self.content = content()
  }

  /// The header, the indented rows, the footer.
  public var body: some View {
    VStack {
      if let header { Text(header).bold() }
      VStack { content }.padding(EdgeInsets(leading: 2))
      if let footer { Text(footer).lineLimit(nil).dim().padding(EdgeInsets(leading: 2)) }
    }
  }
}

/// Sections one under another with a blank line between them, as SwiftUI's `Form`. Put it in
/// a ``ScrollView`` when it may be taller than the screen.
///
/// ```swift
/// Form {
///   Section("Item") { TextField("Name", text: $name) }
///   Section("Stock") { Stepper("Quantity: \(quantity)", value: $quantity, in: 0...999) }
/// }
/// ```
public struct Form<Content: View>: View {
  let content: Content

  /// A form of `content`'s sections.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The sections, a line apart.
  public var body: some View {
    VStack(spacing: 1) { content }
  }
}
