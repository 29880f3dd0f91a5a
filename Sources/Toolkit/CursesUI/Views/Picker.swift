import TerminalCore

/// A choice of one value among options tagged with ``View/tag(_:)``, as SwiftUI's `Picker`.
///
/// Inline (the default) it is one focusable row, `Color  ‹ Blue ›`: ← and → (or `-` and `+`)
/// choose the previous or next option, as a click on an arrow does. With
/// ``pickerStyle(_:)`` `.navigationLink` the row is `Color  Blue ›`, and Enter pushes a list
/// of every option inside the enclosing ``NavigationStack``; choosing one pops it. With
/// `.segmented` the options sit side by side, ` All │ Open │ Done `, the title unshown as in
/// SwiftUI; ← → choose, a click picks the segment under it (CursesKit's `SegmentedControl`).
///
/// ```swift
/// Picker("Color", selection: $model.color) {
///   ForEach(Color.allCases, id: \.self) { color in Text(color.name).tag(color) }
/// }
/// ```
public struct Picker<SelectionValue: Hashable, Content: View>: View {
  /// How a picker shows its options.
  public enum Style: Sendable {
    /// One row that steps through the options.
    case inline
    /// One row that pushes the list of options.
    case navigationLink
    /// The options side by side, the chosen one marked.
    case segmented
  }

  let title: String
  let selection: Binding<SelectionValue>
  let content: Content
  var style = Style.inline

  /// A picker titled `title` of the options in `content`, its choice in `selection`.
  public init(
    _ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.title = title
    self.selection = selection
    self.content = content()
  }

  /// The picker shown as `style`.
  public func pickerStyle(_ style: Style) -> Picker {
    var picker = self
    picker.style = style
    return picker
  }

  /// The inline row or the navigation row.
  public var body: some View {
    let options = PickerOption.options(in: content, of: SelectionValue.self)
    switch style {
    case .inline: InlinePicker(title: title, selection: selection, options: options)
    case .navigationLink:
      NavigationLinkPicker(title: title, selection: selection, options: options)
    case .segmented: SegmentedPicker(selection: selection, options: options)
    }
  }
}

/// One option of a picker: its tag and its label view.
struct PickerOption<Value: Hashable> {
  let tag: Value
  let label: any View

  /// The options tagged with a `Value` in `content`, through stacks, groups and `ForEach`.
  @MainActor
  static func options(in content: some View, of type: Value.Type) -> [PickerOption] {
    var result: [PickerOption] = []
    func collect(_ view: any View) {
      if let tagged = view as? any TagDescribing, let tag = tagged.tagValue as? Value {
        result.append(PickerOption(tag: tag, label: tagged.taggedContent))
      } else if let primitive = view as? any PrimitiveView {
        for child in primitive.children() { collect(child.view) }
      }
    }
    collect(content)
    return result
  }
}
