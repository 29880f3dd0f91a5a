import CursesTesting
import CursesUI
import Observation
import TerminalCore
import Testing

/// Sheets and pushed screens from a `Bool`, from a `Hashable` item, and from an enum case
/// without payload; Esc writes the dismissal back in each shape.
@MainActor
struct PresentationVariantTests {
  @Observable
  @MainActor
  final class Model {
    enum Route: Equatable { case help, about }
    var route: Route?
    var isShowingDetails = false
    var year: Int?
    var tag: String?
  }

  struct Screen: View {
    @Bindable var model: Model
    var body: some View {
      NavigationStack {
        Text("Root")
          .navigationTitle("Home")
          .navigationDestination(isPresented: $model.isShowingDetails) {
            Text("Details").navigationTitle("Details")
          }
          .navigationDestination(item: $model.year) { year in
            Text("Year \(year)").navigationTitle("\(year)")
          }
      }
      .sheet(isPresented: $model.route.isPresent(.help)) { Text("Help text") }
      .sheet(item: $model.tag) { tag in Text("Tag \(tag)") }
    }
  }

  @Test func aSheetFromACaseWithoutPayloadClosesToNil() {
    let model = Model()
    let host = ViewHost(Screen(model: model))
    model.route = .help
    #expect(host.plainText(size: Size(width: 40, height: 10)).contains("Help text"))
    #expect(host.handle(.key(.escape)))
    #expect(model.route == nil)
    model.route = .about
    #expect(
      !host.plainText(size: Size(width: 40, height: 10)).contains("Help text"), "another case")
  }

  @Test func aSheetFromAHashableItemShowsItAndClearsIt() {
    let model = Model()
    let host = ViewHost(Screen(model: model))
    model.tag = "red"
    #expect(host.plainText(size: Size(width: 40, height: 10)).contains("Tag red"))
    model.tag = "blue"
    #expect(host.plainText(size: Size(width: 40, height: 10)).contains("Tag blue"))
    #expect(host.handle(.key(.escape)))
    #expect(model.tag == nil)
  }

  @Test func pushedScreensFromABoolAndFromAHashableItemPopBackToFalseAndNil() {
    let model = Model()
    let host = ViewHost(Screen(model: model))
    model.isShowingDetails = true
    #expect(lines(host, width: 40, height: 6).first?.contains("Home › Details") == true)
    #expect(host.handle(.key(.escape)))
    #expect(model.isShowingDetails == false)
    model.year = 2026
    let screen = host.plainText(size: Size(width: 40, height: 6))
    #expect(screen.contains("Home › 2026"))
    #expect(screen.contains("Year 2026"))
    #expect(host.handle(.key(.escape)))
    #expect(model.year == nil)
  }

  @Test func aCaseBindingWritesOnlyItsOwnCase() {
    let model = Model()
    let help = Binding(model, \.route).isPresent(.help)
    #expect(!help.wrappedValue)
    help.wrappedValue = true
    #expect(model.route == .help)
    model.route = .about
    help.wrappedValue = false
    #expect(model.route == .about, "false clears only the case it stands for")
    help.wrappedValue = true
    help.wrappedValue = false
    #expect(model.route == nil)
  }
}

/// `@FocusState` keeps a view's own focus: Tab writes it, setting it moves the focus.
@MainActor
struct FocusStateTests {
  struct Login: View {
    enum Field: Hashable { case user, password }
    @FocusState var focus: Field?
    @State var user = ""
    @State var password = ""
    let report: @MainActor (Field?) -> Void

    init(report: @escaping @MainActor (Field?) -> Void) { self.report = report }

    var body: some View {
      let _ = report(focus)
      VStack {
        TextField("User", text: $user).focused($focus, equals: .user)
        TextField("Password", text: $password).focused($focus, equals: .password)
      }
      .onKeyPress(.function(5)) { focus = .user }
    }
  }

  @Test func tabWritesTheFocusAndSettingItMovesIt() {
    var seen: [Login.Field?] = []
    let host = ViewHost(Login { seen.append($0) })
    _ = host.plainText(size: Size(width: 30, height: 5))
    #expect(seen.last == .some(nil), "nothing focused at first")
    #expect(host.handle(.key(.tab)))
    _ = host.plainText(size: Size(width: 30, height: 5))
    #expect(seen.last == .some(.user))
    host.handle(.character("a"))
    #expect(host.handle(.key(.tab)))
    _ = host.plainText(size: Size(width: 30, height: 5))
    #expect(seen.last == .some(.password))
    host.handle(.character("b"))
    #expect(host.handle(.key(.function(5))), "the view sets its focus back to the user field")
    _ = host.plainText(size: Size(width: 30, height: 5))
    #expect(seen.last == .some(.user))
    host.handle(.character("c"))
    let screen = host.plainText(size: Size(width: 30, height: 5))
    #expect(screen.contains("ac"))
    #expect(screen.contains("b"))
  }
}
