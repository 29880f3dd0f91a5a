import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

@MainActor
struct PresentationTests {
  struct Detail: Identifiable, Hashable {
    var id: Int
  }

  @Observable
  @MainActor
  final class Model {
    var sheet: Detail?
    var pushed: Detail?
    var isAlerting = false
    let log = EventLog()
  }

  struct SheetBody: View {
    let detail: Detail
    let model: Model
    @Environment(\.dismiss) var dismiss
    var body: some View {
      VStack {
        Text("Sheet \(detail.id)")
        Button("Close") { dismiss() }.focused(.constant(true), equals: true)
      }
      .onKeyPress { event in
        model.log.add("sheet \(event)")
        return .ignored
      }
    }
  }

  struct Screen: View {
    @Bindable var model: Model
    var body: some View {
      NavigationStack {
        VStack {
          Text("Root")
          Button("Below") { model.log.add("below") }.focused(.constant(true), equals: true)
        }
        .toolbar {
          Button("Back") {}
        } trailing: {
          Button("New") { model.sheet = Detail(id: 1) }.focusable(false)
        }
        .navigationDestination(item: $model.pushed) { detail in
          Text("Pushed \(detail.id)").navigationTitle("Detail")
        }
        .navigationTitle("Home")
      }
      .onKeyPress { event in
        model.log.add("root \(event)")
        return .ignored
      }
      .sheet(item: $model.sheet) { detail in SheetBody(detail: detail, model: model) }
      .alert("Delete?", isPresented: $model.isAlerting) {
        Button("Cancel") { model.isAlerting = false }
        Button("Delete", role: .destructive) { model.log.add("deleted") }
      } message: {
        Text("Really?")
      }
    }
  }

  @Test func sheetIsALayerThatCapturesInput() {
    let model = Model()
    let host = ViewHost(Screen(model: model))
    #expect(
      lines(host, width: 30, height: 10).prefix(4) == [
        "[Back]       Home        [New]", "──────────────────────────────", "Root", "»Below«",
      ])
    model.sheet = Detail(id: 7)
    let screen = host.plainText(size: Size(width: 30, height: 10))
    #expect(screen.contains("Sheet 7"))
    #expect(screen.contains("┌"))
    #expect(host.handle(.key(.enter)))
    #expect(model.sheet == nil, "Enter pressed the sheet's Close button, which dismissed it")
    #expect(!model.log.entries.contains("below"))
  }

  @Test func keysInASheetNeverReachTheScreenBelow() {
    let model = Model()
    let host = ViewHost(Screen(model: model))
    model.sheet = Detail(id: 1)
    _ = host.plainText(size: Size(width: 30, height: 10))
    #expect(!host.handle(.character("z")))
    #expect(model.log.entries == ["sheet character(\"z\")"])
    #expect(host.handle(.key(.escape)))
    #expect(model.sheet == nil)
    _ = host.plainText(size: Size(width: 30, height: 10))
    #expect(!host.handle(.character("z")))
    #expect(model.log.entries.last == "root character(\"z\")")
  }

  @Test func mouseClicksOutsideAModalAreSwallowed() {
    let model = Model()
    let host = ViewHost(Screen(model: model))
    _ = host.plainText(size: Size(width: 30, height: 10))
    #expect(host.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 27, y: 0)))))
    #expect(model.sheet == Detail(id: 1), "the toolbar button was clicked")
    _ = host.plainText(size: Size(width: 30, height: 10))
    #expect(host.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 27, y: 0)))))
    #expect(model.sheet == Detail(id: 1))
  }

  @Test func pushingShowsTheBreadcrumbAndEscapePops() {
    let model = Model()
    let host = ViewHost(Screen(model: model))
    #expect(lines(host, width: 40, height: 6)[0].contains("Home"))
    model.pushed = Detail(id: 3)
    let pushed = lines(host, width: 40, height: 6)
    #expect(pushed[0].hasPrefix("[‹ Back]"), "a pushed screen without a toolbar gets Back")
    #expect(pushed[0].contains("Home › Detail"))
    #expect(!pushed[0].contains("[New]"), "the root's toolbar belongs to the hidden screen")
    #expect(pushed[2] == "Pushed 3")
    #expect(host.handle(.key(.escape)))
    #expect(model.pushed == nil)
    #expect(lines(host, width: 40, height: 6)[2] == "Root")
    #expect(!host.handle(.key(.escape)), "nothing to pop at the root")
    model.pushed = Detail(id: 4)
    _ = host.plainText(size: Size(width: 40, height: 6))
    #expect(host.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 2, y: 0)))))
    #expect(model.pushed == nil, "clicking Back pops")
  }

  @Test func alertButtonsAndWriteBack() {
    let model = Model()
    let host = ViewHost(Screen(model: model))
    model.isAlerting = true
    let screen = host.plainText(size: Size(width: 40, height: 12))
    #expect(screen.contains("Delete?"))
    #expect(screen.contains("Really?"))
    #expect(host.handle(.key(.right)))
    #expect(host.plainText(size: Size(width: 40, height: 12)).contains("»Cancel«"))
    #expect(host.handle(.key(.right)))
    #expect(host.handle(.key(.enter)))
    #expect(model.log.entries == ["deleted"])
    #expect(host.handle(.key(.escape)))
    #expect(model.isAlerting == false)
    #expect(!host.plainText(size: Size(width: 40, height: 12)).contains("Really?"))
  }

  @Test func stateBecomingNilDismisses() {
    let model = Model()
    let host = ViewHost(Screen(model: model))
    model.sheet = Detail(id: 1)
    model.pushed = Detail(id: 2)
    #expect(host.plainText(size: Size(width: 30, height: 10)).contains("Sheet 1"))
    model.sheet = nil
    let screen = host.plainText(size: Size(width: 30, height: 10))
    #expect(!screen.contains("Sheet 1"))
    #expect(screen.contains("Pushed 2"))
    model.pushed = nil
    #expect(host.plainText(size: Size(width: 30, height: 10)).contains("Root"))
    model.isAlerting = true
    #expect(host.plainText(size: Size(width: 30, height: 10)).contains("Really?"))
    model.isAlerting = false
    #expect(!host.plainText(size: Size(width: 30, height: 10)).contains("Really?"))
  }
}
