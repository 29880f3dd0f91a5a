import TerminalCore

/// An object that can handle input events and pass the ones it does not use up a chain.
///
/// Views pass events to their owning view controller or superview, view controllers to their
/// parent. A presented controller ends its chain, so a modal captures all input.
///
/// ```swift
/// final class Counter: Responder {
///   var count = 0
///   override func handle(_ event: InputEvent) -> Bool {
///     guard event == .character("+") else { return false }
///     count += 1
///     return true
///   }
/// }
/// ```
@MainActor
open class Responder {
  /// Creates a responder.
  public init() {}

  /// The responder that gets the events this one does not handle; `nil` ends the chain.
  open var nextResponder: Responder? { nil }

  /// Handles one event; returns whether it was used. The default uses nothing.
  open func handle(_ event: InputEvent) -> Bool { false }

  /// Offers `event` to this responder, then to each next responder until one uses it.
  ///
  /// ```swift
  /// let used = focusedView.dispatch(.key(.enter))
  /// ```
  @discardableResult
  public func dispatch(_ event: InputEvent) -> Bool {
    var responder: Responder? = self
    while let current = responder {
      if current.handle(event) { return true }
      responder = current.nextResponder
    }
    return false
  }

  /// The chain from this responder to its end, this one first (for tests and debugging).
  public var responderChain: [Responder] {
    var chain: [Responder] = []
    var responder: Responder? = self
    while let current = responder {
      chain.append(current)
      responder = current.nextResponder
    }
    return chain
  }
}
