import Observation

/// What `@Observable` would generate for the row, except that the registrar is made lazily.
///
/// A tracked read (a renderer drawing the row, `withObservationTracking`) makes the registrar
/// and registers with it; a change made before any read has no one to tell, so it just
/// happens. The inventory's passes over all rows read the stored item's fields and `routeStorage`
/// directly, so they make no registrar either.
extension ItemRowViewModel {
  /// Registers a read of `keyPath` with the current observation tracking, if any.
  func access<Member>(keyPath: KeyPath<ItemRowViewModel, Member>) {
    let registrar = registrar ?? ObservationRegistrar()
    if self.registrar == nil { self.registrar = registrar }
    registrar.access(self, keyPath: keyPath)
  }

  /// Makes `mutation`, telling the observers of `keyPath` if the row has any.
  func withMutation<Member, Result>(
    keyPath: KeyPath<ItemRowViewModel, Member>, _ mutation: () throws -> Result
  ) rethrows -> Result {
    guard let registrar else { return try mutation() }
    return try registrar.withMutation(of: self, keyPath: keyPath, mutation)
  }
}
