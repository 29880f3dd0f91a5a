import CursesKit
import Observation

/// The counter in CursesKit: a stepper bound to the count.
final class CounterController: ViewController {
  @Bindable var counter: Counter

  init(counter: Counter) {
    self.counter = counter
    super.init()
  }

  override var keyHints: String? { Counter.keyHints }

  override func viewDidLoad() {
    view.addSubview(StackView([Stepper(value: $counter.count, in: -99...99) { "Count: \($0)" }]))
  }
}
