import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// `LazyVStack`: in a scroll view, only the rows that can be seen are built.
@MainActor
struct LazyVStackTests {
  /// Counts the rows whose body ran.
  final class Builds {
    var rows: [Int] = []
  }

  struct Entry: View {
    let index: Int
    let builds: Builds
    var body: some View {
      builds.rows.append(index)
      return Button("Entry \(index)") {}
    }
  }

  struct Screen: View {
    let count: Int
    let builds: Builds
    var trailingButton = false
    var body: some View {
      VStack {
        Text("Title")
        ScrollView {
          VStack {
            LazyVStack {
              ForEach(Array(0..<count), id: \.self) { Entry(index: $0, builds: builds) }
            }
            if trailingButton { Button("Done") {} }
          }
        }
        Text("Footer")
      }
    }
  }

  @Test func buildsTheRowsInViewAndNoneOfTheRest() {
    let builds = Builds()
    let host = ViewHost(Screen(count: 100_000, builds: builds))
    #expect(
      lines(host, width: 20, height: 6) == [
        "Title", "[Entry 0]", "[Entry 1]", "[Entry 2]",
        "[Entry 3]", "Footer",
      ])
    // The 4 rows shown and one beyond, at each end of the stack (where an anchor could put
    // the viewport).
    #expect(Set(builds.rows) == Set(0..<6).union(99_994..<100_000))
  }

  @Test func focusWalksDownAndTheViewportFollowsBuildingOnlyWhatComesIn() {
    let builds = Builds()
    let host = ViewHost(Screen(count: 100_000, builds: builds))
    _ = host.plainText(size: Size(width: 20, height: 6))
    // A frame after each key, as in a running app: focus moves through the rows laid out.
    for _ in 0..<12 {
      host.handle(.key(.tab))
      _ = host.plainText(size: Size(width: 20, height: 6))
    }
    builds.rows.removeAll()
    host.handle(.key(.tab))
    #expect(
      lines(host, width: 20, height: 6) == [
        "Title", "[Entry 9]", "[Entry 10]", "[Entry 11]", "»Entry 12«", "Footer",
      ])
    #expect(builds.rows.count <= 2, "a step builds the row coming in, not the stack")
  }

  @Test func anAnchorBelowTheStackShowsItsEnd() {
    let builds = Builds()
    let host = ViewHost(Screen(count: 1_000, builds: builds, trailingButton: true))
    _ = host.plainText(size: Size(width: 20, height: 6))
    host.handle(.key(.backTab))
    #expect(
      lines(host, width: 20, height: 6) == [
        "Title", "[Entry 997]", "[Entry 998]", "[Entry 999]", "»Done«", "Footer",
      ])
  }

  @Test func outsideAScrollViewItShowsWhatFits() {
    let builds = Builds()
    let host = ViewHost(
      LazyVStack(alignment: .center, spacing: 1) {
        ForEach(Array(0..<50), id: \.self) { Entry(index: $0, builds: builds) }
      })
    #expect(
      host.plainText(size: Size(width: 11, height: 5)).split(
        separator: "\n", omittingEmptySubsequences: false
      )
      .prefix(5) == [" [Entry 0]", "", " [Entry 1]", "", " [Entry 2]"])
    #expect(builds.rows.allSatisfy { $0 < 6 || $0 >= 44 })
  }

  @Observable
  @MainActor
  final class Names {
    var names = (0..<1_000).map { "Name \($0)" }
  }

  /// A new value of the stack (the model changed) describes the rows built again.
  @Test func rowsFollowTheModel() {
    let model = Names()
    struct NameList: View {
      let model: Names
      var body: some View {
        ScrollView {
          LazyVStack { ForEach(model.names, id: \.self) { Text($0) } }
        }
      }
    }
    let host = ViewHost(NameList(model: model))
    #expect(lines(host, width: 12, height: 2) == ["Name 0", "Name 1"])
    model.names[1] = "Renamed"
    model.names.removeFirst()
    #expect(lines(host, width: 12, height: 2) == ["Renamed", "Name 2"])
  }

  /// Rows take the height of the first row as it is now: a first row that grows to two lines
  /// moves every row down.
  @Test func theFirstRowsHeightFollowsTheModel() {
    let model = Names()
    struct NameList: View {
      let model: Names
      var body: some View {
        ScrollView {
          LazyVStack {
            ForEach(Array(model.names.enumerated()), id: \.offset) { _, name in
              Text(name).lineLimit(2)
            }
          }
        }
      }
    }
    let host = ViewHost(NameList(model: model))
    #expect(lines(host, width: 8, height: 4) == ["Name 0", "Name 1", "Name 2", "Name 3"])
    model.names[0] = "Name 0 is long"
    model.names[1] = "Name 1 is long"
    #expect(
      host.plainText(size: Size(width: 8, height: 4)).split(
        separator: "\n", omittingEmptySubsequences: false
      )
      .prefix(4) == ["Name 0", "is long", "Name 1", "is long"])
  }
}
