import TerminalCore

/// SwiftUI's stack algorithm on integer cells: the least flexible children are sized first,
/// each offered an equal share of what is left.
@MainActor
struct StackLayout {
  var axis: Axis
  var spacing: Int
  var alignment: StackAlignment

  /// A size large enough to stand for "as much as you like".
  static let large = 1 << 20

  func sizeThatFits(_ proposal: ProposedSize, children: [Node]) -> Size {
    let sizes = childSizes(proposal, children: children)
    var main = sizes.reduce(0) { $0 + self.main($1) }
    main += spacing * max(children.count - 1, 0)
    let cross = sizes.map(self.cross).max() ?? 0
    return make(main: main, cross: cross)
  }

  func place(_ children: [Node], in rect: Rect) {
    let sizes = childSizes(ProposedSize(rect.size), children: children)
    var position = axis == .vertical ? rect.minY : rect.minX
    let crossExtent = axis == .vertical ? rect.width : rect.height
    for (child, size) in zip(children, sizes) {
      let offset = alignment.offset(free: crossExtent - cross(size))
      let origin =
        axis == .vertical
        ? Point(x: rect.minX + offset, y: position)
        : Point(x: position, y: rect.minY + offset)
      // Children that overflow the stack are cut to it (entirely outside: an empty frame,
      // so they are neither drawn nor hit).
      let frame = Rect(origin: origin, size: size)
      child.place(in: rect.contains(frame) ? frame : frame.intersection(rect))
      position += main(size) + spacing
    }
  }

  private func childSizes(_ proposal: ProposedSize, children: [Node]) -> [Size] {
    let proposedMain = axis == .vertical ? proposal.height : proposal.width
    let proposedCross = axis == .vertical ? proposal.width : proposal.height
    guard let proposedMain else {
      return children.map { measure($0, main: nil, cross: proposedCross) }
    }
    var available = proposedMain - spacing * max(children.count - 1, 0)
    let minimum = children.map { main(measure($0, main: 0, cross: proposedCross)) }
    let flexibility = children.indices.map { index in
      main(measure(children[index], main: Self.large, cross: proposedCross)) - minimum[index]
    }
    let priority = children.map(\.layoutPriority)
    // Higher priority first; within a priority, the least flexible first. Lower-priority
    // children keep their minimum size in reserve.
    let order = children.indices.sorted {
      priority[$0] != priority[$1]
        ? priority[$0] > priority[$1] : flexibility[$0] < flexibility[$1]
    }
    var sizes = Array(repeating: Size.zero, count: children.count)
    var position = 0
    while position < order.count {
      let group = priority[order[position]]
      var end = position
      while end < order.count, priority[order[end]] == group { end += 1 }
      let reserved = order[end...].reduce(0) { $0 + minimum[$1] }
      var remaining = end - position
      for index in order[position..<end] {
        let share = max(available - reserved, 0) / remaining
        let size = measure(children[index], main: share, cross: proposedCross)
        sizes[index] = size
        available -= main(size)
        remaining -= 1
      }
      position = end
    }
    return sizes
  }

  private func measure(_ child: Node, main: Int?, cross: Int?) -> Size {
    if let spacer = child.element as? SpacerElement {
      return make(main: main.map { max($0, spacer.minLength) } ?? spacer.minLength, cross: 0)
    }
    let proposal =
      axis == .vertical
      ? ProposedSize(width: cross, height: main) : ProposedSize(width: main, height: cross)
    return child.sizeThatFits(proposal)
  }

  private func main(_ size: Size) -> Int { axis == .vertical ? size.height : size.width }
  private func cross(_ size: Size) -> Int { axis == .vertical ? size.width : size.height }

  private func make(main: Int, cross: Int) -> Size {
    axis == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
  }
}

extension Rect {
  /// Whether `other` lies entirely inside this rectangle.
  func contains(_ other: Rect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }
}
