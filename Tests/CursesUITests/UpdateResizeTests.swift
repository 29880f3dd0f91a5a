import CursesUI
import Observation
import TerminalCore
import Testing

/// What a form's body reads: each knob is a size input of one view in ``KnobsView``.
@Observable
@MainActor
final class Knobs {
  var title = "Go"
  var spacing = 0
  var inset = 0
  var width: Int? = nil
  var minLength = 0
  var priority = 0
  var hasExtra = false
  /// Read by the body and by nothing it draws.
  var unrelated = 0
}

/// A row per knob, each laid out by it, with closures in the views (a stepper's actions, a
/// button's) so that none of them compares equal to the one before.
struct KnobsView: View {
  let knobs: Knobs

  var body: some View {
    let _ = knobs.unrelated
    VStack(spacing: 0) {
      HStack(spacing: 0) {
        Stepper(knobs.title, onIncrement: {}, onDecrement: {})
        Text("|")
      }
      HStack(spacing: knobs.spacing) {
        Text("a")
        Text("|")
      }
      HStack(spacing: 0) {
        Text("a").padding(EdgeInsets(leading: knobs.inset))
        Text("|")
      }
      HStack(spacing: 0) {
        Button("b") {}.frame(width: knobs.width)
        Text("|")
      }
      HStack(spacing: 0) {
        HStack(spacing: 0) {
          Text("<")
          Spacer(minLength: knobs.minLength)
          Text(">")
        }
        Text(String(repeating: "-", count: 40))
      }
      HStack(spacing: 0) {
        Text("cccccccccc").layoutPriority(knobs.priority)
        Text("dddddddddd")
      }
      // The inner stack's width shows in where "|" goes.
      HStack(spacing: 0) {
        HStack(spacing: 0) {
          Text("a")
          if knobs.hasExtra { Text("+") }
        }
        Text("|")
      }
    }
  }
}

/// A body that runs again with the same layout keeps every size below and above it; an
/// update that changes what a view is sized by measures it again (``Element/updateMayResize``).
@MainActor
struct UpdateResizeTests {
  @Test func aBodyThatRunsAgainWithTheSameLayoutMeasuresNothing() {
    let knobs = Knobs()
    let host = ViewHost(KnobsView(knobs: knobs))
    let before = lines(host, width: 15, height: 7)
    let (bodies, measured) = (host.bodyEvaluations, host.sizeMeasurements)
    knobs.unrelated += 1
    #expect(lines(host, width: 15, height: 7) == before)
    #expect(host.bodyEvaluations == bodies + 1, "the body ran again")
    #expect(host.sizeMeasurements == measured, "and measured nothing")
  }

  /// Each knob changed alone lays the row out as a fresh tree of the new values would.
  @Test(arguments: [
    "title", "spacing", "inset", "width", "minLength", "priority", "extra", "extra gone",
  ])
  func anUpdateThatChangesASizeInputMeasuresAgain(knob: String) {
    let knobs = Knobs()
    if knob == "extra gone" { knobs.hasExtra = true }
    let host = ViewHost(KnobsView(knobs: knobs))
    // 15 columns: the last rows do not fit, so a minimum length and a priority show.
    let before = lines(host, width: 15, height: 7)
    switch knob {
    case "title": knobs.title = "Go on"
    case "spacing": knobs.spacing = 1
    case "inset": knobs.inset = 2
    case "width": knobs.width = 6
    case "minLength": knobs.minLength = 12
    case "priority": knobs.priority = 1
    case "extra": knobs.hasExtra = true
    default: knobs.hasExtra = false
    }
    let fresh = ViewHost(KnobsView(knobs: knobs))
    let expected = lines(fresh, width: 15, height: 7)
    #expect(expected != before, "the knob shows")
    #expect(lines(host, width: 15, height: 7) == expected)
  }
}
