import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

@Observable
@MainActor
final class Rows {
  var ids: [Int]
  var showsDetail = true
  init(ids: [Int]) { self.ids = ids }
}

/// A row that keeps a tap count in `@State`: shows whether its node survived.
struct TapRow: View {
  let id: Int
  @State var taps = 0
  var body: some View { Button("\(id):\(taps)") { taps += 1 } }
}

@MainActor
struct IdentityTests {
  struct RowList: View {
    let model: Rows
    var body: some View {
      VStack { ForEach(model.ids, id: \.self) { id in TapRow(id: id) } }
    }
  }

  /// Taps row `index` (0-based) by clicking it.
  private func tap(_ host: ViewHost, row index: Int) {
    _ = host.plainText(size: Size(width: 30, height: 10))
    #expect(host.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 1, y: index)))))
  }

  @Test func forEachKeepsRowStateAcrossInsertDeleteAndMove() {
    let model = Rows(ids: [1, 2, 3])
    let host = ViewHost(RowList(model: model))
    tap(host, row: 0)
    tap(host, row: 2)
    tap(host, row: 2)
    // The tapped button keeps focus (»«) wherever its row moves: identity again.
    #expect(lines(host, height: 10) == ["[1:1]", "[2:0]", "»3:2«"])
    model.ids.insert(0, at: 0)
    #expect(lines(host, height: 10) == ["[0:0]", "[1:1]", "[2:0]", "»3:2«"])
    model.ids.removeAll { $0 == 1 }
    #expect(lines(host, height: 10) == ["[0:0]", "[2:0]", "»3:2«"])
    model.ids = [3, 0, 2]
    #expect(lines(host, height: 10) == ["»3:2«", "[0:0]", "[2:0]"])
    model.ids.append(1)
    #expect(lines(host, height: 10) == ["»3:2«", "[0:0]", "[2:0]", "[1:0]"])
  }

  struct Branches: View {
    let model: Rows
    var body: some View {
      VStack {
        if model.showsDetail {
          TapRow(id: 1)
        } else {
          TapRow(id: 2)
        }
        TapRow(id: 3)
      }
    }
  }

  @Test func conditionalBranchesHaveTheirOwnIdentity() {
    let model = Rows(ids: [])
    let host = ViewHost(Branches(model: model))
    tap(host, row: 0)
    tap(host, row: 1)
    #expect(lines(host) == ["[1:1]", "»3:1«"])
    model.showsDetail = false
    #expect(lines(host) == ["[2:0]", "»3:1«"])
    tap(host, row: 0)
    model.showsDetail = true
    #expect(lines(host) == ["[1:0]", "[3:1]"], "the first branch's state was discarded")
  }

  struct Switching: View {
    enum Mode { case a, b, c }
    let mode: Mode
    var body: some View {
      switch mode {
      case .a: Text("A")
      case .b: Text("B")
      case .c: EmptyView()
      }
      if mode == .a { Text("optional") }
    }
  }

  @Test func switchAndOptionalContent() {
    #expect(lines(ViewHost(Switching(mode: .a))) == ["A", "optional"])
    #expect(lines(ViewHost(Switching(mode: .b))) == ["B"])
    #expect(lines(ViewHost(Switching(mode: .c))) == [])
  }

  @Test func nodesLeavingTheTreeAreReleased() {
    let model = Rows(ids: Array(0..<50))
    let host = ViewHost(RowList(model: model))
    _ = host.plainText(size: Size(width: 30, height: 60))
    let many = host.nodeCount
    model.ids = [1]
    _ = host.plainText(size: Size(width: 30, height: 60))
    #expect(host.nodeCount < many - 49 * 2)
  }
}
