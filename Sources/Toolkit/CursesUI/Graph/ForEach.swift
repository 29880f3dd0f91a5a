/// Views for each element of a collection, identified by the elements' ids so that a row
/// keeps its node and state when rows are inserted, removed or moved.
///
/// ```swift
/// ForEach(items) { item in Text(item.name) }
/// ForEach(names, id: \.self) { name in Text(name) }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  let data: Data
  let id: @MainActor (Data.Element) -> ID
  let content: @MainActor (Data.Element) -> Content

  /// Creates views identified by the key path `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) {
    self.init(data, identifiedBy: { $0[keyPath: id] }, content: content)
  }

  init(
    _ data: Data, identifiedBy id: @escaping @MainActor (Data.Element) -> ID,
    content: @escaping @MainActor (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }

  /// Primitive.
  public var body: Never { fatalError("primitive") }

  /// The number of elements (lazy containers use this instead of building every row).
  var count: Int { data.count }

  /// The id and view of the element at `offset`.
  func row(at offset: Int) -> ChildView {
    let element = data[data.index(data.startIndex, offsetBy: offset)]
    return ChildView(key: id(element), view: content(element))
  }

  /// The id of the element at `offset`.
  func id(at offset: Int) -> ID {
    id(data[data.index(data.startIndex, offsetBy: offset)])
  }

  /// The offset of the element whose id is `target`, searching linearly.
  func offset(of target: ID) -> Int? {
    data.firstIndex { id($0) == target }.map { data.distance(from: data.startIndex, to: $0) }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Creates views identified by the elements' `id`.
  public init(
    _ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) {
    // Read directly: applying a key path goes through the runtime for every row a list reads.
    self.init(data, identifiedBy: { $0.id }, content: content)
  }
}

extension ForEach: PrimitiveView {
  func makeElement() -> Element { TransparentElement() }

  func children() -> [ChildView] {
    (0..<count).map(row(at:))
  }
}
