extension ItemRowViewModel {
  /// A save in flight: what it stores, the route whose form it saves (leaving that route
  /// cancels it) and the task that finishes it.
  final class Save {
    let item: Item
    let route: Route?
    var task: Task<Void, Never>?

    init(item: Item, route: Route?) {
      self.item = item
      self.route = route
    }
  }
}
