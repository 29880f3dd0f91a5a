/// A value behind a reference: what a row keeps its own dependencies in.
final class Box<Value> {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
