import TerminalCore

/// The sizes a node measured, by proposal.
///
/// Most nodes are asked about one to three proposals between two changes of their subtree,
/// and a page of new rows creates a few hundred nodes: the first three answers are kept
/// inline (no allocation, no hashing), and only a node asked more often uses a dictionary.
struct SizeCache {
  private struct Entry {
    var proposal: ProposedSize
    var size: Size
  }

  private var first: Entry?
  private var second: Entry?
  private var third: Entry?
  private var more: [ProposedSize: Size] = [:]

  /// The size measured for `proposal`, if any.
  subscript(proposal: ProposedSize) -> Size? {
    // Entries fill in order, so the first empty one ends the search.
    guard let first else { return nil }
    if first.proposal == proposal { return first.size }
    guard let second else { return nil }
    if second.proposal == proposal { return second.size }
    guard let third else { return nil }
    if third.proposal == proposal { return third.size }
    return more.isEmpty ? nil : more[proposal]
  }

  /// Every proposal asked and its answer.
  var entries: [(proposal: ProposedSize, size: Size)] {
    var entries = [first, second, third].compactMap { $0.map { ($0.proposal, $0.size) } }
    for (proposal, size) in more { entries.append((proposal, size)) }
    return entries
  }

  /// Keeps `size` as the answer for `proposal` (not yet in the cache).
  mutating func insert(_ size: Size, for proposal: ProposedSize) {
    let entry = Entry(proposal: proposal, size: size)
    if first == nil {
      first = entry
    } else if second == nil {
      second = entry
    } else if third == nil {
      third = entry
    } else {
      more[proposal] = size
    }
  }

  /// Forgets every size (the dictionary keeps its storage for the next ones).
  mutating func removeAll() {
    first = nil
    second = nil
    third = nil
    if !more.isEmpty { more.removeAll(keepingCapacity: true) }
  }
}
